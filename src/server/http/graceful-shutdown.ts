import type { FastifyInstance } from "fastify";

export interface ShutdownSettings {
  /** SHUTDOWN_DELAY_SECONDS, in ms: after SIGTERM, /api/ready answers 503 while requests are still served. */
  delayMs: number;
  /** SHUTDOWN_TIMEOUT_SECONDS, in ms: how long requests in flight may take once no new one is accepted. */
  timeoutMs: number;
}

/** Past the timeout, the outbox worker gets this long to finish the e-mail it is sending. */
const LAST_WORDS_MS = 10_000;

/**
 * Stops the process without losing a request (decision 044), on SIGTERM (what systemd, Docker and
 * Kubernetes send, and a rolling restart) or Ctrl+C:
 *
 * 1. /api/ready answers 503 at once. After SIGTERM the instance keeps serving for the delay, so that a
 *    proxy checking it has stopped sending before connections are refused.
 * 2. `app.close()`: the listening socket closes (new connections are refused, which a proxy retries
 *    elsewhere), idle keep-alive connections close, requests in flight run to their answer, each closing
 *    its connection. Those still running at the timeout have their connections cut.
 * 3. Then Fastify's onClose hooks: the outbox worker finishes the e-mail it is sending and stops.
 * 4. Then the database closes, no request being left to use it, and the process exits with 0.
 *
 * A second signal, or a shutdown stuck past the timeout by more than LAST_WORDS_MS, exits with 1.
 */
export function stopGracefully(
  app: FastifyInstance,
  closeDatabase: () => Promise<void>,
  settings: ShutdownSettings,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C forces the exit
    stopping = true;
    app.lifecycle.draining = true;
    const delayMs = signal === "SIGTERM" ? settings.delayMs : 0;
    app.log.info({ signal, delayMs, timeoutMs: settings.timeoutMs }, "shutting down");
    await new Promise((resolve) => setTimeout(resolve, delayMs));

    const cut = setTimeout(() => {
      app.log.warn({ timeoutMs: settings.timeoutMs }, "requests still running at the shutdown timeout: cut");
      app.server.closeAllConnections();
    }, settings.timeoutMs);
    const stuck = setTimeout(() => {
      app.log.error("shutdown stuck after the timeout: exiting without closing the database");
      process.exit(1);
    }, settings.timeoutMs + LAST_WORDS_MS);
    try {
      await app.close();
      clearTimeout(cut);
      await closeDatabase();
      clearTimeout(stuck);
      app.log.info({ signal }, "stopped");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown incomplete");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
