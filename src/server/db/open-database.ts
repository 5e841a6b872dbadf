import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PROJECT_ROOT } from "#server/project-root";
import type { DatabaseHandle, Db } from "./database";
import { underMigrationLock } from "./migration-lock";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";
import { acquireFolderLock, removeStaleEmptyPidFile } from "./pglite-folder-lock";
import { postgresApplicationName, postgresPoolUsage } from "./pool-usage";
import * as schema from "./schema";

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, "drizzle");

/** Embedded PostgreSQL (PGlite) in `dataDir/pgdata`, or in memory when no folder is given. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!dataDir)
    return pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }), "PGlite (mémoire)");
  const folder = resolve(dataDir);
  const releaseLock = acquireFolderLock(folder);
  const pgData = join(folder, "pgdata");
  try {
    removeStaleEmptyPidFile(pgData);
    const client = await PGlite.create({ dataDir: pgData, extensions: PGLITE_EXTENSIONS });
    return pgliteHandle(client, `PGlite (${pgData})`, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** The handle around an open PGlite client (tests open theirs from a migrated template). */
export function pgliteHandle(client: PGlite, description: string, releaseLock = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    description,
    // No lock needed here: the folder lock already lets one process at a time open this database.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One connection inside this process, open as long as the handle is.
    poolUsage: async () => ({ max: 1, open: 1 }),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** A PostgreSQL server through postgres.js (production and CI). */
export async function openPostgres(
  url: string,
  options: { maxConnections?: number } = {},
): Promise<DatabaseHandle> {
  const max = options.maxConnections ?? 10;
  const applicationName = postgresApplicationName();
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: 10,
    connection: { application_name: applicationName },
  });
  const target = new URL(url);
  // Fail now, with a clear message, rather than at the first request.
  await client`select 1`;
  const db = drizzlePostgres({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    description: `PostgreSQL (${target.hostname}:${target.port || 5432}${target.pathname})`,
    // Instances started together migrate one at a time (decision 044).
    migrate: () =>
      underMigrationLock(url, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    poolUsage: () => postgresPoolUsage(client, applicationName, max),
    // postgres.js listens on a connection of its own, and listens again after reconnecting.
    async listen(channel, onMessage) {
      const { unlisten } = await client.listen(channel, onMessage);
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** DATABASE_URL when set, else the embedded database in DATA_DIR. */
export function openDatabase(settings: { DATABASE_URL?: string; DATA_DIR: string }): Promise<DatabaseHandle> {
  return settings.DATABASE_URL ? openPostgres(settings.DATABASE_URL) : openPglite(settings.DATA_DIR);
}
