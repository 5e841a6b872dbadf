import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** A URL for database `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), the one way tests and
 * benches make a throwaway one: empty (no migrations applied, for server processes that migrate it
 * themselves), or a copy of `template` (test-database.ts's migrated template). `sql` is a connection to
 * it for checks, opened on first use; `drop` closes it and drops the database.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  options: { template?: string; prefix?: string } = {},
) {
  const name = `${options.prefix ?? "colibri_empty"}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${options.template ? ` template ${options.template}` : ""}`);
  const url = databaseUrl(serverUrl, name);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    url,
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
