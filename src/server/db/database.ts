import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The one database type features use: PGlite and postgres.js both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Human description for logs, without credentials. */
  description: string;
  /** Applies the generated migrations in `drizzle/` (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
