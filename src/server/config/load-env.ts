import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** Loads `.env` from the working directory when present; real environment variables win over it. */
export function loadDotEnv(path = resolve(process.cwd(), ".env")): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
