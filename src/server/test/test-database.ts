import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { DatabaseHandle, DatabaseKind } from "../db/database";
import { openPglite, openPostgres } from "../db/open-database";

/**
 * Real databases for tests, never mocks: an in-memory PGlite always, and a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL when it is set (CI sets it). Each call gets its own fresh,
 * migrated database, dropped on close, so test files never see each other's rows.
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function createTestDatabase(kind: DatabaseKind = "pglite"): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `colibri_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
