import postgres from "postgres";

/**
 * The PostgreSQL advisory lock every instance holds while it migrates (decision 044). Any fixed number
 * works as long as nothing else in the database uses it: this one is the ASCII bytes of "Coli".
 */
export const MIGRATION_LOCK_KEY = 1_131_375_721;

/**
 * Runs `migrate` while holding the migration lock, so that instances started together on one database
 * migrate one after the other: the first applies what is missing, the others wait, then find nothing
 * left to do. Without it they all see an empty migrations table and race to `CREATE TABLE` (decision 044).
 *
 * The lock lives on a connection of its own, not one of the pool's: drizzle's migrator runs its
 * transaction on whichever pooled connection it gets, and a pool of one would otherwise deadlock.
 * Ending that connection releases the lock, whether the migrations succeeded or threw; if this process
 * dies instead, PostgreSQL releases it with the dead session.
 */
export async function underMigrationLock<T>(url: string, migrate: () => Promise<T>): Promise<T> {
  const lock = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    return await migrate();
  } finally {
    await lock.end({ timeout: 5 });
  }
}
