import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { DatabaseHandle, DatabaseKind, Db } from "../db/database";
import { MIGRATIONS_FOLDER, openPglite, openPostgres } from "../db/open-database";
import { createEmptyPostgresDatabase } from "./empty-postgres-database";

/**
 * The backup drill's databases: real ones that the db:backup and db:restore processes reach through
 * their settings — a DATA_DIR folder for PGlite, a throwaway database of TEST_DATABASE_URL's server for
 * PostgreSQL — unlike test-database.ts, whose PGlite lives in memory.
 */
export type DrillDatabase = {
  /** What a script's environment needs to reach it. */
  env: Record<string, string>;
  /** Opens it as the server would, without migrating. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

export async function drillDatabase(kind: DatabaseKind): Promise<DrillDatabase> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "colibri-drill-"));
    // DATABASE_URL empty: a .env that sets it must not send the script to PostgreSQL.
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      open: () => openPglite(dataDir),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const database = await createEmptyPostgresDatabase(serverUrl, { prefix: "colibri_drill" });
  return {
    env: { DATABASE_URL: database.url },
    open: () => openPostgres(database.url, { maxConnections: 5 }),
    drop: () => database.drop(),
  };
}

/**
 * Every row of every table of Colibri's schemas, as a count and a digest of the rows' text sorted: two
 * databases with equal fingerprints hold the same rows, bytes of uploads included.
 */
export async function tableFingerprints(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(sql`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const fingerprints: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const [row] = rowsOf<{ rows: number; digest: string }>(
      await db.execute<{ rows: number; digest: string }>(
        sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
          as digest from ${name} t`),
      ),
    );
    fingerprints[name] = `${row?.rows} rows, md5 ${row?.digest}`;
  }
  return fingerprints;
}

/** postgres.js answers an array of rows, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Applies only the first `count` migrations: the database of an older version of Colibri. */
export async function migrateFirst(handle: DatabaseHandle, count: number): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "colibri-old-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  // Each migrator takes the Drizzle instance of its own driver, which the handle's db is.
  const migrate = (handle.kind === "pglite" ? migratePglite : migratePostgres) as (
    db: unknown,
    config: { migrationsFolder: string },
  ) => Promise<void>;
  try {
    await migrate(handle.db, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
  return (journal as { entries: unknown[] }).entries.length;
}
