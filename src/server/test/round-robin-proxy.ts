import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxyOptions {
  /** Base URLs of the instances, e.g. http://127.0.0.1:4001. */
  upstreams: string[];
  /** Polled on each instance: 200 puts it in the rotation, anything else (or nothing) takes it out. */
  healthPath?: string;
  /**
   * false: no polling, every instance stays in the rotation (but one that refuses a connection), for tests
   * whose instances run throughout and that need the strict rotation.
   */
  healthChecks?: boolean;
  healthIntervalMs?: number;
  /**
   * "replace" (default): X-Forwarded-For is the client's address, whatever the client sent, as a proxy
   * facing the Internet must do (nginx `proxy_set_header X-Forwarded-For $remote_addr`).
   * "append": the client's X-Forwarded-For is kept and its address added, as behind another trusted proxy;
   * benches use it to spread their requests over many client addresses.
   */
  forwardedFor?: "replace" | "append";
}

export interface RoundRobinProxy {
  url: string;
  /** Requests answered by each instance. */
  served: number[];
  /** Requests sent again to another instance because the connection to the first was refused. */
  retries: number;
  /** Requests answered 502 by the proxy itself, or cut in the middle of their answer. */
  failures: number;
  close(): Promise<void>;
}

/** Hop-by-hop headers: they describe one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

const withoutHopByHop = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small reverse proxy for tests and benches, with the two behaviours of a production proxy that
 * several instances and rolling restarts rely on (decision 044):
 *
 * - health checks: each instance's `healthPath` (/api/ready) is polled; one that does not answer 200 —
 *   a stopping instance answers 503 — gets no new request until it does again;
 * - a request is sent again to the next instance only when the connection was refused, i.e. nothing was
 *   sent: a request that reached an instance is never repeated, since it may have changed data.
 *   Any other error is the client's 502.
 *
 * One new connection per forwarded request (no keep-alive to the instances), as nginx does by default;
 * each request's body is read whole first so that it can be sent again. Every answer carries
 * `x-upstream`, the index of the instance that gave it.
 */
export async function startRoundRobinProxy(options: RoundRobinProxyOptions): Promise<RoundRobinProxy> {
  const {
    upstreams,
    healthPath = "/api/ready",
    healthChecks = true,
    healthIntervalMs = 200,
    forwardedFor = "replace",
  } = options;
  const targets = upstreams.map((upstream) => new URL(upstream));
  const healthy = targets.map(() => true);
  const served = targets.map(() => 0);
  const counts = { retries: 0, failures: 0 };
  let next = 0;

  /** The next instance in turn not tried yet for this request: a healthy one, else any as a last resort. */
  function pick(tried: Set<number>): number | undefined {
    const order = targets.map((_, step) => (next + step) % targets.length).filter((i) => !tried.has(i));
    const chosen = order.find((i) => healthy[i]) ?? order[0];
    if (chosen !== undefined) next = (chosen + 1) % targets.length;
    return chosen;
  }

  function forward(index: number, request: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
    const target = targets[index] as URL;
    const client = request.socket.remoteAddress ?? "";
    const claimed = request.headers["x-forwarded-for"];
    return new Promise((resolve, reject) => {
      const upstream = http.request({
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent: false,
        headers: {
          ...withoutHopByHop(request.headers),
          "x-forwarded-for": forwardedFor === "append" && claimed ? `${claimed}, ${client}` : client,
          "x-forwarded-proto": "http",
          ...(body.length > 0 || request.headers["content-length"] ? { "content-length": body.length } : {}),
        },
      });
      upstream.once("response", resolve);
      upstream.once("error", reject);
      upstream.end(body);
    });
  }

  const server = http.createServer(async (request, response) => {
    const body = await readBody(request).catch(() => undefined);
    if (!body) return void response.destroy(); // the client went away while sending
    const tried = new Set<number>();
    for (let index = pick(tried); index !== undefined; index = pick(tried)) {
      tried.add(index);
      try {
        const answer = await forward(index, request, body);
        served[index] = (served[index] ?? 0) + 1;
        response.writeHead(answer.statusCode ?? 502, {
          ...withoutHopByHop(answer.headers),
          "x-upstream": String(index),
        });
        answer.on("error", () => {
          counts.failures += 1;
          response.destroy();
        });
        answer.pipe(response);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ECONNREFUSED") break;
        healthy[index] = false;
        counts.retries += 1;
      }
    }
    counts.failures += 1;
    response.writeHead(502, { "content-type": "application/json" });
    response.end(JSON.stringify({ code: "BAD_GATEWAY", message: "Service momentanément indisponible." }));
  });

  async function check(index: number) {
    const target = targets[index] as URL;
    healthy[index] = await new Promise<boolean>((resolve) => {
      const probe = http.get(
        { host: target.hostname, port: target.port, path: healthPath, agent: false, timeout: 1000 },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode === 200);
        },
      );
      // A slow answer says nothing: a stopping instance answers 503 at once and a stopped one refuses the
      // connection; an instance that answered late on a loaded machine stays in the rotation.
      let timedOut = false;
      probe.once("timeout", () => {
        timedOut = true;
        probe.destroy();
      });
      probe.once("error", () => resolve(timedOut ? (healthy[index] as boolean) : false));
    });
  }
  let checking = healthChecks;
  const loop = (async () => {
    while (checking) {
      await Promise.all(targets.map((_, index) => check(index)));
      await new Promise((resolve) => setTimeout(resolve, healthIntervalMs));
    }
  })();

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    get retries() {
      return counts.retries;
    },
    get failures() {
      return counts.failures;
    },
    async close() {
      checking = false;
      await loop;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
