import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolUsage } from "./pool-usage";
import type * as schema from "./schema";

/** The one database type features use: PGlite and postgres.js both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * What a helper that only runs queries takes: the database, or the transaction of its caller (so that
 * what it writes commits or rolls back with the caller's change).
 */
export type Executor = Db | Tx;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Human description for logs, without credentials. */
  description: string;
  /** The connection pool's size and use now, for /metrics. */
  poolUsage(): Promise<PoolUsage>;
  /**
   * Calls `onMessage` for each PostgreSQL notification on `channel` (LISTEN; sent with `pg_notify`),
   * until the returned function stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Applies the generated migrations in `drizzle/` (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
