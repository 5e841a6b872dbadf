import { randomBytes } from "node:crypto";
import type { Sql } from "postgres";

/** The database connections of this process, for /metrics (decision 046). */
export interface PoolUsage {
  /** The most connections the pool opens (PGlite: its one in-process connection). */
  max: number;
  /** Connections open now. */
  open: number;
  /** Of those, the ones running a query or holding a transaction; unknown for PGlite. */
  busy?: number;
}

/**
 * A name of its own for this process's PostgreSQL connections (`application_name`), random beside the
 * pid because every container's server may be pid 1. It is how pg_stat_activity tells them apart.
 */
export function postgresApplicationName(): string {
  return `colibri-${process.pid}-${randomBytes(3).toString("hex")}`;
}

/**
 * postgres.js keeps its connection counts to itself, so they are read from the server: the rows of
 * pg_stat_activity that carry this pool's name. What the pool really has open, not what it was asked
 * for. The query runs on one of those connections: it counts as open, not as busy.
 */
export async function postgresPoolUsage(
  client: Sql,
  applicationName: string,
  max: number,
): Promise<PoolUsage> {
  const [row] = await client<{ others: number; busy: number }[]>`
    select count(*)::int as others, count(*) filter (where state <> 'idle')::int as busy
    from pg_stat_activity
    where application_name = ${applicationName} and pid <> pg_backend_pid()`;
  return { max, open: (row?.others ?? 0) + 1, busy: row?.busy ?? 0 };
}
