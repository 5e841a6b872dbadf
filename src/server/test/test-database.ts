import { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle, DatabaseKind } from "../db/database";
import { openPostgres, pgliteHandle } from "../db/open-database";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions";
import { pgliteTemplateBlob, postgresTemplateFor } from "./database-template";
import { createEmptyPostgresDatabase } from "./empty-postgres-database";

/**
 * Real databases for tests, never mocks: an in-memory PGlite always, and a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL when it is set (CI sets it). Each call gets its own fresh,
 * migrated database — a copy of the run's migrated template (database-template.ts) — dropped on close,
 * so test files never see each other's rows. This is the one way a test opens a database; only tests of
 * the migrations themselves migrate one.
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function createTestDatabase(kind: DatabaseKind = "pglite"): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const client = await PGlite.create({
      loadDataDir: await pgliteTemplateBlob("memory"),
      extensions: PGLITE_EXTENSIONS,
    });
    return pgliteHandle(client, "PGlite (mémoire, copie du modèle migré)");
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = await postgresTemplateFor(serverUrl);
  const database = await createEmptyPostgresDatabase(serverUrl, { template, prefix: "colibri_test" });
  const handle = await openPostgres(database.url, { maxConnections: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
