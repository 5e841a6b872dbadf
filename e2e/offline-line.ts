import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { APP_URL } from "./accounts-helpers";

/**
 * The line between the browser and the server for the offline journeys (decision 078): Playwright's
 * setOffline cuts the page's requests but not the service worker's own, so the browser reaches the
 * server through this small proxy, which can cut the line for real (and serve a changed /sw.js). The
 * proxy is its own origin: its worker touches no other journey.
 */

export type Line = {
  url: string;
  cut: boolean;
  swVersion: number;
  /** The POSTs that reached the server, in order, with the status it answered. */
  posts: Array<{ path: string; status: number }>;
  /** The statuses of the POSTs to paths ending with `end`. */
  postsTo(end: string): number[];
  server: Server;
};

/** Forwards to the app server, rewriting the origin it checks; cut, it drops every connection. */
export async function startLine(): Promise<Line> {
  const target = new URL(APP_URL);
  const line: Line = {
    url: "",
    cut: false,
    swVersion: 1,
    posts: [],
    postsTo: (end) => line.posts.filter((post) => post.path.endsWith(end)).map((post) => post.status),
    server: createServer(),
  };
  line.server.on("request", (incoming, outgoing) => {
    if (line.cut) {
      incoming.socket.destroy();
      return;
    }
    const headers = { ...incoming.headers, host: target.host };
    if (headers.origin) headers.origin = APP_URL;
    if (headers.referer) headers.referer = headers.referer.replace(line.url, APP_URL);
    // A new version is a worker whose bytes differ: the browser compares them when it checks.
    const changedWorker = incoming.url === "/sw.js" && line.swVersion > 1;
    if (changedWorker) delete headers["accept-encoding"];
    const upstream = forward(
      { host: "127.0.0.1", port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (incoming.method === "POST")
          line.posts.push({ path: incoming.url ?? "", status: answer.statusCode ?? 0 });
        if (!changedWorker) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// version ${line.swVersion}\n`)]);
          const { "content-length": _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.end(body);
        });
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => line.server.listen(0, "127.0.0.1", resolve));
  line.url = `http://localhost:${(line.server.address() as AddressInfo).port}`;
  return line;
}

export async function goOffline(page: Page, line: Line) {
  line.cut = true;
  await page.context().setOffline(true);
}

export async function goOnline(page: Page, line: Line) {
  line.cut = false;
  await page.context().setOffline(false);
}
