import { vi } from "vitest";

/**
 * A fake server for component tests: `fetch` is replaced for one test by routes "METHOD /path" that
 * answer JSON, and every request is recorded (method, path, parsed JSON body or FormData).
 * The components' own modules stay real: only the network is faked.
 */
/** `body` is sent as JSON; `text` as is (a proxy's HTML error page, a file…), with any `headers`. */
export type Reply = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;
/** `search` is the query string (`?status=pending`), empty without one. */
export type RecordedRequest = { method: string; path: string; body: unknown; search: string };

export function fakeServer(routes: Record<string, Handler | Reply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const raw = init.body;
    const body = typeof raw === "string" ? (JSON.parse(raw) as unknown) : raw;
    const request = { method, path: url.pathname, body, search: url.search };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route)
      return json(404, { code: "NOT_FOUND", message: `Pas de route de test : ${method} ${url.pathname}` });
    const reply = typeof route === "function" ? await route(request) : route;
    if (reply.text !== undefined)
      return new Response(reply.text, { status: reply.status ?? 200, headers: reply.headers });
    return json(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    requests,
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
