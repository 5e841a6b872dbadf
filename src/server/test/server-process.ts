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

/**
 * The bound of a wait for a process to reach a state (a server answering, an e-mail sent): a server
 * starts in 2–5 s on a quiet 2-core machine, and in a minute when the machine is loaded or three times
 * slower. Tests wait for the state and only fail past this bound, never after a count of polls sized
 * for a fast machine. A test that waits for processes takes PROCESS_TEST_TIMEOUT_MS as its own timeout.
 */
export const PROCESS_WAIT_MS = 150_000;
export const PROCESS_TEST_TIMEOUT_MS = 240_000;

/**
 * Polls `condition` until it holds; throws `never` (what did not happen, read at the deadline) past
 * `timeoutMs`, or at once when `failFast` returns a reason (the process it waits for has exited).
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  never: string | (() => string),
  options: { timeoutMs?: number; intervalMs?: number; failFast?: () => string | null } = {},
): Promise<void> {
  const { timeoutMs = PROCESS_WAIT_MS, intervalMs = 50, failFast } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failed = failFast?.();
    if (failed) throw new Error(failed);
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${typeof never === "function" ? never() : never} (waited ${timeoutMs / 1000} s)`);
}

/** Whether `url` answers 2xx (false while nothing listens). */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** A failFast for waitUntil: the process's exit, with its output. */
export const exitOf = (child: NodeProcess) => () =>
  child.exitCode !== null || child.signalCode !== null
    ? `the process exited (${child.exitCode ?? child.signalCode}):\n${child.output()}`
    : null;

/** Waits until /api/ready answers 200; fails at once if the process exits first. */
export async function waitForReady(server: ServerProcess, timeoutMs = PROCESS_WAIT_MS): Promise<void> {
  await waitUntil(
    () => answers(`${server.url}/api/ready`),
    () => `the server never got ready:\n${server.output()}`,
    { timeoutMs, failFast: exitOf(server) },
  );
}

/** SIGTERM, then the exit code. */
export async function stopServer(server: NodeProcess): Promise<number | null> {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  return server.exited;
}
