import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompiledServer, compileServer } from "./test/compiled-server";
import { freePort, spawnNode } from "./test/server-process";

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

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error("the server exited");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server never answered");
}

const tempDataDir = () => mkdtempSync(join(tmpdir(), "colibri-main-"));

describe("starting the server", () => {
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
