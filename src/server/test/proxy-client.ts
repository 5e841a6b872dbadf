/**
 * A browser-like client for real HTTP (fetch) through a proxy: keeps its cookies, sends the site's
 * Origin, and records which instance answered each request (the test proxy's `x-upstream`).
 */
export function proxyClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  const upstreams: string[] = [];

  async function request(
    method: string,
    path: string,
    init: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        origin: baseUrl,
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
          : {}),
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    upstreams.push(response.headers.get("x-upstream") ?? "?");
    return response;
  }

  return {
    cookies,
    /** The instance (index) that answered each request so far, in order. */
    upstreams,
    get: (path: string, headers?: Record<string, string>) => request("GET", path, { headers }),
    post: (path: string, json: unknown, headers?: Record<string, string>) =>
      request("POST", path, { json, headers }),
    upload: (path: string, body: FormData) => request("POST", path, { body }),
  };
}
