import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompiledServer, compileServer } from "./test/compiled-server";
import {
  answers,
  exitOf,
  freePort,
  type NodeProcess,
  PROCESS_TEST_TIMEOUT_MS,
  spawnNode,
  waitUntil,
} from "./test/server-process";

let compiled: CompiledServer;
beforeAll(async () => {
  compiled = await compileServer();
});
afterAll(() => compiled?.remove());

/**
 * The real entry point in its own process, compiled from the current sources as `npm start` runs it
 * (plain Node on the esbuild output, without the front end), once for the whole file.
 */
const startServer = (env: Record<string, string>) =>
  spawnNode(compiled.entry("main"), { HOST: "127.0.0.1", ...env });

/**
 * Until the server answers its health check: a first start on an empty folder migrates and seeds the
 * demo data, seconds on a quiet machine and a minute on a loaded or slower one, so the wait is for
 * the answer, bounded far beyond that.
 */
async function waitForHealth(port: number, child: NodeProcess): Promise<void> {
  await waitUntil(
    () => answers(`http://127.0.0.1:${port}/api/health`),
    () => `the server never answered:\n${child.output()}`,
    { failFast: exitOf(child) },
  );
}

const tempDataDir = () => mkdtempSync(join(tmpdir(), "colibri-main-"));

// Each test starts the server, a process whose start-up time depends on the machine.
describe("starting the server", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it.each([
    [{ PORT: "abc" }, /PORT /],
    [{ DATABASE_URL: "nonsense" }, /DATABASE_URL /],
    [{ NODE_ENV: "production" }, /AUTH_SECRET est obligatoire en production/],
  ])("stops with a message naming the bad setting and a non-zero exit (%o)", async (env, message) => {
    const child = startServer({ DATA_DIR: tempDataDir(), ...env });
    expect(await child.exited).toBe(1);
    expect(child.output()).toMatch(/Configuration invalide/);
    expect(child.output()).toMatch(message);
  });

  it("names DATABASE_URL when the PostgreSQL server cannot be reached", async () => {
    const child = startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/colibri` });
    expect(await child.exited).toBe(1);
    expect(child.output()).toMatch(/Impossible d'ouvrir la base de données \(DATABASE_URL\)/);
  });

  it("serves with demo data, refuses a second server on the same folder, and stops cleanly on SIGTERM", async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitForHealth(port, server);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(await ready.json()).toEqual({ status: "ready", database: "pglite" });
      expect(server.output()).toMatch(/admin@colibri\.example/);

      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/déjà ouvert par un autre processus/);
    } finally {
      server.kill("SIGTERM");
    }
    expect(await server.exited).toBe(0);
  });
});
