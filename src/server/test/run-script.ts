import { type ChildProcess, spawn } from "node:child_process";

export type ScriptProcess = ChildProcess & { output: () => string; exited: Promise<number | null> };

/** Node with these arguments, in development with warnings only unless `env` says otherwise, its output collected. */
export function spawnNodeProcess(nodeArgs: string[], env: Record<string, string>): ScriptProcess {
  const child = spawn(process.execPath, nodeArgs, {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return Object.assign(child, { output: () => output, exited });
}
