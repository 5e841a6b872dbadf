import { resolve } from "node:path";
import type { DatabaseKind } from "#server/db/database";

/** The database the settings point at, as the scripts name it: never with its password. */
export type DatabaseSettings = { DATABASE_URL?: string; DATA_DIR: string };

export function targetKind(settings: DatabaseSettings): DatabaseKind {
  return settings.DATABASE_URL ? "postgres" : "pglite";
}

export function describeTarget(settings: DatabaseSettings): string {
  if (!settings.DATABASE_URL) return `PGlite (${resolve(settings.DATA_DIR, "pgdata")})`;
  const url = new URL(settings.DATABASE_URL);
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`;
}
