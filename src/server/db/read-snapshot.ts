import type { Db, Tx } from "./database";

/**
 * Runs reads that must agree with each other — an export, a report — in one `REPEATABLE READ, READ ONLY`
 * transaction: every statement sees the database as it was at the first one, whatever commits meanwhile,
 * and nothing in it can write. The same on PGlite and PostgreSQL (Drizzle issues `SET TRANSACTION` first).
 * Keep it short: on PGlite an open transaction holds every other query.
 */
export function inOneSnapshot<T>(db: Db, reads: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(reads, { isolationLevel: "repeatable read", accessMode: "read only" });
}
