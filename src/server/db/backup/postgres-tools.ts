import { type ChildProcess, spawn } from "node:child_process";
import { BackupError } from "./backup-error";

/**
 * Running PostgreSQL's own client tools (pg_dump, pg_restore, psql). The password never goes on their
 * command line, where any user of the machine could read it with `ps`: it travels in PGPASSWORD, and
 * the tools get the URL without it. `--no-password` everywhere: a cron job must fail, never wait for a
 * prompt.
 */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export function startTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: ("pipe" | "ignore")[],
): ChildProcess & { finished: Promise<void> } {
  const child = spawn(command, args, { env, stdio: stdio as ["pipe", "pipe", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += chunk));
  const finished = new Promise<void>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? missingTool(command) : error),
    );
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} a échoué (code ${code}) :\n${errors.trim().slice(-2000)}`));
    });
  });
  return Object.assign(child, { finished });
}

function missingTool(command: string): BackupError {
  return new BackupError(
    `${command} est introuvable. Installez le client PostgreSQL (paquet postgresql-client), de la même ` +
      "version majeure que le serveur ou plus récente, et vérifiez qu'il est dans le PATH.",
  );
}
