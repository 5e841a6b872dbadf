import { sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels } from "#server/db/schema";
import { moneyReceived } from "#server/features/money";
import type { DashboardStatisticsResponse } from "#shared/admin/admin-statistics";

/**
 * From this many parcels on, the aggregate reads enough rows (≈ 60 ms at 500 000 on PostgreSQL) that the
 * figures are kept in memory for a few seconds instead of recomputed on every dashboard load (decision 048).
 * Below, they are always exact and fresh.
 */
export const STATISTICS_CACHE_FROM_PARCELS = 50_000;
/** Cached figures are served as they are for this long… */
export const STATISTICS_FRESH_MS = 10_000;
/** …then served once more while a recomputation runs in the background, up to this age; older ones are never served. */
export const STATISTICS_MAX_AGE_MS = 60_000;

interface CachedStatistics {
  value: DashboardStatisticsResponse;
  computedAt: number;
  refreshing: boolean;
}
/** Per database handle: each process holds its own copy (several instances may differ by up to the bound). */
const cache = new WeakMap<Db, CachedStatistics>();

/**
 * The dashboard figures, exact below STATISTICS_CACHE_FROM_PARCELS parcels; above, at most
 * STATISTICS_FRESH_MS old while admins keep the dashboard open and never more than STATISTICS_MAX_AGE_MS
 * (plus the time of one computation).
 */
export async function dashboardStatistics(db: Db): Promise<DashboardStatisticsResponse> {
  const cached = cache.get(db);
  const age = cached ? Date.now() - cached.computedAt : Number.POSITIVE_INFINITY;
  if (cached && age <= STATISTICS_MAX_AGE_MS) {
    if (age > STATISTICS_FRESH_MS && !cached.refreshing) {
      cached.refreshing = true;
      // A failed refresh keeps the previous figures until they are too old to serve.
      void computeAndKeep(db)
        .catch(() => {})
        .finally(() => {
          cached.refreshing = false;
        });
    }
    return cached.value;
  }
  return computeAndKeep(db);
}

async function computeAndKeep(db: Db): Promise<DashboardStatisticsResponse> {
  const computedAt = Date.now();
  const value = await computeDashboardStatistics(db);
  if (value.totalPackages >= STATISTICS_CACHE_FROM_PARCELS)
    cache.set(db, { value, computedAt, refreshing: false });
  else cache.delete(db);
  return value;
}

/**
 * The five dashboard figures (docs/product/administration.md#dashboard): the counts in one aggregate
 * query (decision 022), the revenue from the one definition of money received (features/money,
 * decision 091), with its part paid before invoicing began. Same definitions as computeStatistics in
 * src/shared/statistics.ts, which the tests use as the reference: pending includes waiting-for-date
 * parcels; revenue counts every paid parcel's price and every balance its weigh-ins settled with money
 * (docs/product/departures.md#money-received).
 */
async function computeDashboardStatistics(db: Db): Promise<DashboardStatisticsResponse> {
  const [[row], revenue] = await Promise.all([counts(db), moneyReceived(db)]);
  return {
    totalPackages: row?.totalPackages ?? 0,
    pendingPackages: row?.pendingPackages ?? 0,
    waitingForDates: row?.waitingForDates ?? 0,
    totalRevenueCents: revenue.cents,
    totalRevenueFcfa: revenue.fcfa,
    revenueBeforeInvoicingCents: revenue.beforeInvoicing.cents,
    revenueBeforeInvoicingFcfa: revenue.beforeInvoicing.fcfa,
    activeClients: row?.activeClients ?? 0,
    toVerify: row?.toVerify ?? 0,
  };
}

function counts(db: Db) {
  return db
    .select({
      totalPackages: sql<number>`count(*)::int`,
      pendingPackages: sql<number>`(count(*) filter (where ${parcels.status} = 'pending'))::int`,
      waitingForDates: sql<number>`(count(*) filter (where ${parcels.status} = 'pending' and ${parcels.preferredDate} is null))::int`,
      toVerify: sql<number>`(count(*) filter (where (not ${parcels.paid} and ${parcels.proofReceivedAt} is not null) or (${parcels.balanceState} = 'due' and ${parcels.balanceProofReceivedAt} is not null)))::int`,
      // = count(distinct client_id), but read from the 'client, date' index for each account instead of
      // sorting every parcel: half the time at 50 000 parcels (decision 022). A deleted account's kept
      // parcels have no client and count none.
      activeClients: sql<number>`(select count(*) from "user" where exists (select 1 from "parcel" as "p" where "p"."client_id" = "user"."id"))::int`,
    })
    .from(parcels);
}
