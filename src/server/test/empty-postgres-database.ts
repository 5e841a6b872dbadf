import { randomBytes } from "node:crypto";
import postgres from "postgres";

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL): no migrations
 * applied, for tests and benches whose server processes migrate it themselves. `sql` is a connection
 * to it for checks; `drop` closes it and drops the database.
 */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `colibri_empty_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
