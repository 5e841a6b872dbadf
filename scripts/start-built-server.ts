import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startServer, stopServer, waitForReady } from "#server/test/server-process";

/**
 * Starts the built product (`npm run build` done) on a free port and a fresh data folder, the way the
 * process tests start theirs (src/server/test/server-process.ts): development settings, so that it
 * seeds demo data and needs no secret of its own, and up to 150 s to be ready, since a first start
 * migrates, seeds and prerenders, slow on a busy 2-core machine.
 */
export async function startBuiltServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = startServer("dist/server/main.js", await freePort(), {
    DATA_DIR: mkdtempSync(join(tmpdir(), "colibri-perf-")),
  });
  await waitForReady(server);
  return {
    url: server.url,
    stop: async () => {
      await stopServer(server);
    },
  };
}
