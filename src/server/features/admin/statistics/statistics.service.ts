import { sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels } from "#server/db/schema";
import type { DashboardStatisticsResponse } from "#shared/admin/admin-statistics";

/**
 * The five dashboard figures (docs/product/administration.md#dashboard), computed by the database in one
 * aggregate query (decision 022). Same definitions as computeStatistics in src/shared/statistics.ts,
 * which the tests use as the reference: pending includes waiting-for-date parcels; revenue counts every
 * paid parcel.
 */
export async function dashboardStatistics(db: Db): Promise<DashboardStatisticsResponse> {
  const [row] = await db
    .select({
      totalPackages: sql<number>`count(*)::int`,
      pendingPackages: sql<number>`(count(*) filter (where ${parcels.status} = 'pending'))::int`,
      waitingForDates: sql<number>`(count(*) filter (where ${parcels.status} = 'pending' and ${parcels.preferredDate} is null))::int`,
      toVerify: sql<number>`(count(*) filter (where not ${parcels.paid} and ${parcels.proofReceivedAt} is not null))::int`,
      // Sums are bigint, which drivers hand back as strings.
      totalRevenueCents: sql<string>`coalesce(sum(${parcels.priceCents}) filter (where ${parcels.paid}), 0)::bigint`,
      totalRevenueFcfa: sql<string>`coalesce(sum(${parcels.priceFcfa}) filter (where ${parcels.paid}), 0)::bigint`,
      // = count(distinct client_id), but read from the 'client, date' index for each account instead of
      // sorting every parcel: half the time at 50 000 parcels (decision 022). A deleted account's kept
      // parcels have no client and count none.
      activeClients: sql<number>`(select count(*) from "user" where exists (select 1 from "parcel" as "p" where "p"."client_id" = "user"."id"))::int`,
    })
    .from(parcels);
  return {
    totalPackages: row?.totalPackages ?? 0,
    pendingPackages: row?.pendingPackages ?? 0,
    waitingForDates: row?.waitingForDates ?? 0,
    totalRevenueCents: Number(row?.totalRevenueCents ?? 0),
    totalRevenueFcfa: Number(row?.totalRevenueFcfa ?? 0),
    activeClients: row?.activeClients ?? 0,
    toVerify: row?.toVerify ?? 0,
  };
}
