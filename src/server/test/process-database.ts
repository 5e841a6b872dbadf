import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPglite } from "#server/db/open-database";
import { users } from "#server/db/schema";
import { writePgliteFolder } from "./database-template";
import { createEmptyPostgresDatabase } from "./empty-postgres-database";

export interface ProcessDatabase {
  /** DATABASE_URL or DATA_DIR, for the server process. */
  env: Record<string, string>;
  /** The e-mails of the accounts in it, read while no server holds it (PGlite allows one process). */
  emails(): Promise<string[]>;
}

export interface ProcessDatabases {
  fresh(): Promise<ProcessDatabase>;
  /** Drops every database given so far. */
  dropAll(): Promise<void>;
  /** Drops them and the PGlite template. */
  close(): Promise<void>;
}

/**
 * Databases for server processes: an empty PostgreSQL database each when TEST_DATABASE_URL is set (the
 * server migrates it), else a copy of one PGlite folder made here from the run's migrated template
 * (database-template.ts), since a new PGlite folder takes its first process many seconds to create.
 */
export async function processDatabases(): Promise<ProcessDatabases> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const drops: (() => Promise<void>)[] = [];
  let template: string | undefined;
  if (!serverUrl) {
    template = mkdtempSync(join(tmpdir(), "colibri-pglite-folder-"));
    await writePgliteFolder(template);
  }
  const dropAll = async () => {
    for (const drop of drops.splice(0)) await drop();
  };
  return {
    async fresh(): Promise<ProcessDatabase> {
      if (serverUrl) {
        const database = await createEmptyPostgresDatabase(serverUrl);
        drops.push(() => database.drop());
        return {
          env: { DATABASE_URL: database.url },
          emails: async () =>
            (await database.sql<{ email: string }[]>`select email from "user"`).map((u) => u.email),
        };
      }
      const dataDir = mkdtempSync(join(tmpdir(), "colibri-pglite-"));
      cpSync(template as string, dataDir, { recursive: true });
      drops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      return {
        env: { DATA_DIR: dataDir },
        async emails() {
          const database = await openPglite(dataDir);
          try {
            return (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
          } finally {
            await database.close();
          }
        },
      };
    },
    dropAll,
    async close() {
      await dropAll();
      if (template) rmSync(template, { recursive: true, force: true });
    },
  };
}
