// An empty database of either kind, migrated by the test itself: for the tests of a migration whose
// subject is rows an older release wrote (older-migrations.ts gives that release's journal).
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { Db } from "#server/db/database";
import { PGLITE_EXTENSIONS } from "#server/db/pglite-extensions";
import * as schema from "#server/db/schema";
import { createEmptyPostgresDatabase } from "./empty-postgres-database";

export type UnmigratedDatabase = {
  /** The current schema's view: usable once the test has applied every migration. */
  db: Db;
  migrate(folder: string): Promise<void>;
  /** SQL in the older release's own columns, which the current schema may no longer have. */
  exec(statements: string): Promise<void>;
  query<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
};

export async function openUnmigratedDatabase(kind: "pglite" | "postgres"): Promise<UnmigratedDatabase> {
  if (kind === "pglite") {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      exec: async (statements) => {
        await client.exec(statements);
      },
      query: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      close: () => client.close(),
    };
  }
  const database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL as string);
  const db = drizzlePostgres({ client: database.sql, schema });
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    exec: async (statements) => {
      await database.sql.unsafe(statements);
    },
    query: async <T>(statement: string) => (await database.sql.unsafe(statement)) as unknown as T[],
    close: () => database.drop(),
  };
}
