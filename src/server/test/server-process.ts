import { createServer } from "node:net";
import { type ScriptProcess, spawnNodeProcess } from "./run-script";

export type NodeProcess = ScriptProcess;

/** A free loopback port, for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs a compiled entry (see compiled-server.ts) with plain Node, collecting its output. */
export function spawnNode(file: string, env: Record<string, string>, args: string[] = []): NodeProcess {
  return spawnNodeProcess(["--enable-source-maps", file, ...args], env);
}

/** Runs a compiled command-line task (`npm run db:backup` & co.) to its end. */
export async function runNode(file: string, args: string[], env: Record<string, string>) {
  const child = spawnNode(file, env, args);
  const code = await child.exited;
  return { code, output: child.output() };
}

/** The invoice settings production requires (decision 084), for tests that start it. */
export const PRODUCTION_INVOICE_ENV = {
  INVOICE_SELLER_NAME: "Transports Essai EI",
  INVOICE_SELLER_ADDRESS: "2 rue des Essais | 69000 Lyon | France",
  INVOICE_SELLER_SIRET: "732 829 320 00074",
};

export interface ServerProcess extends NodeProcess {
  port: number;
  url: string;
}

/** The compiled server on a loopback port; AUTH_SECRET shared so that instances accept each other's sessions. */
export function startServer(entry: string, port: number, env: Record<string, string>): ServerProcess {
  const child = spawnNode(entry, {
    HOST: "127.0.0.1",
    PORT: String(port),
    AUTH_SECRET: "instances-share-this-secret-0123456789",
    ...PRODUCTION_INVOICE_ENV,
    ...env,
  });
  return Object.assign(child, { port, url: `http://127.0.0.1:${port}` });
}

/** Waits until /api/ready answers 200 (a start can take a minute on a loaded 2-core machine); fails at once if the process exits first. */
export async function waitForReady(server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server never got ready:\n${server.output()}`);
}

/** SIGTERM, then the exit code. */
export async function stopServer(server: NodeProcess): Promise<number | null> {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  return server.exited;
}
