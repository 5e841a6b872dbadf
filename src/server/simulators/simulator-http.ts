import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How a simulator posts a webhook: over HTTP by default; a test may hand it to `app.inject` instead,
 * the same method, path, headers and bytes.
 */
export type Deliver = (
  url: string,
  init: { headers: Record<string, string>; body: string },
) => Promise<number>;

export const deliverOverHttp: Deliver = async (url, init) => {
  const response = await fetch(url, { method: "POST", headers: init.headers, body: init.body });
  await response.arrayBuffer();
  return response.status;
};

export type Handler = (
  request: IncomingMessage,
  body: string,
  url: URL,
) => Promise<{ status: number; type?: string; body: string }>;

/** A bare HTTP server on 127.0.0.1 (port 0: any free one) for a simulator's routes. */
export async function listen(port: number, handle: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://simulator");
      handle(request, Buffer.concat(chunks).toString("utf8"), url)
        .then((answer) => {
          response.writeHead(answer.status, {
            "content-type": answer.type ?? "application/json; charset=utf-8",
          });
          response.end(answer.body);
        })
        .catch((error: Error) => {
          response.writeHead(500, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { message: error.message } }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export const json = (status: number, value: unknown) => ({ status, body: JSON.stringify(value) });

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
