import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { DELETED_ACCOUNT } from "#shared/account-data";
import {
  type AdminParcelRow,
  type ParcelPage,
  type parcelSearchQuerySchema,
  TO_VERIFY_FILTER,
} from "#shared/admin/admin-parcels";
import { COUNTRIES } from "#shared/countries";

type SearchQuery = z.output<typeof parcelSearchQuerySchema>;

/** Lower case without accents, so "Senegal" finds "Sénégal". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Country codes the search words may mean: the code itself ("TG") or part of the French name ("togo"). */
export function countryCodesMatching(q: string): string[] {
  const needle = fold(q.trim());
  if (needle.length < 2) return [];
  return COUNTRIES.filter(
    (country) =>
      country.code.toLowerCase() === needle || (needle.length >= 3 && fold(country.name).includes(needle)),
  ).map((country) => country.code);
}

export const parcelRowColumns = {
  id: parcels.id,
  trackingCode: parcels.trackingCode,
  clientId: parcels.clientId,
  // 'Compte supprimé' once the client deleted the account (docs/product/accounts.md#account-deletion).
  clientName: sql<string>`coalesce(${users.name}, ${DELETED_ACCOUNT})`,
  clientEmail: users.email,
  description: parcels.description,
  fromCountry: parcels.fromCountry,
  toCountry: parcels.toCountry,
  status: parcels.status,
  paid: parcels.paid,
  priceCents: parcels.priceCents,
  priceFcfa: parcels.priceFcfa,
  weightGrams: parcels.weightGrams,
  preferredDate: parcels.preferredDate,
  proofReceived: sql<boolean>`${parcels.proofReceivedAt} is not null`,
  cancelledByClient: sql<boolean>`${parcels.cancelledAt} is not null`,
  createdAt: parcels.createdAt,
  updatedAt: parcels.updatedAt,
};

type RowWithDates = Omit<AdminParcelRow, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

export function toParcelRow({ createdAt, updatedAt, ...row }: RowWithDates): AdminParcelRow {
  return { ...row, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The status and client filters: every candidate of a search must also pass them. */
function filterOf(query: SearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === TO_VERIFY_FILTER) {
    // The carrier's to-do list (docs/product/administration.md#to-verify); matches the partial index.
    conditions.push(and(eq(parcels.paid, false), isNotNull(parcels.proofReceivedAt)));
  } else if (query.status === "waiting_for_dates") {
    // Never stored: a pending parcel with no transport date chosen (docs/product/parcels.md#statuses).
    // Matches the partial index parcel_waiting_for_dates_idx.
    conditions.push(and(eq(parcels.status, "pending"), isNull(parcels.preferredDate)));
  } else if (query.status !== "all") {
    conditions.push(eq(parcels.status, query.status));
  }
  if (query.clientId) conditions.push(eq(parcels.clientId, query.clientId));
  return and(...conditions);
}

/** `%text%` for LIKE, the text taken literally: its `%`, `_` and `\` are escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search words as separate conditions on a parcel, one per way of matching: client e-mail or name
 * (sub-select on `user`), parcel id, tracking code, country (code, or part of its French name). Each is
 * served by its own index — trigram GIN indexes for the substrings (`lower(email) like '%…%'`, decision
 * 048) — so each is queried on its own and the results merged, rather than one OR that only a scan of
 * every parcel can answer.
 */
function searchBranches(db: Db, q: string): SQL[] {
  const lower = containing(q.toLowerCase());
  const upper = containing(q.toUpperCase());
  const codes = countryCodesMatching(q);
  const matchingClients = db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.email}) like ${lower}`, sql`lower(${users.name}) like ${lower}`));
  const branches: SQL[] = [
    inArray(parcels.clientId, matchingClients),
    sql`upper(${parcels.id}) like ${upper}`,
    sql`${parcels.trackingCode} like ${upper}`,
  ];
  if (codes.length > 0) {
    const route = or(inArray(parcels.fromCountry, codes), inArray(parcels.toCountry, codes));
    if (route) branches.push(route);
  }
  return branches;
}

const ORDER = {
  newest: [desc(parcels.createdAt), desc(parcels.id)],
  oldest: [asc(parcels.createdAt), asc(parcels.id)],
  date: [sql`${parcels.preferredDate} asc nulls last`, desc(parcels.createdAt), desc(parcels.id)],
} as const;

/**
 * Matches are counted up to this many beyond the page's start, no further: an exact count(*) reads every
 * match (half a million parcels on the whole list), while the page itself is read from an index. Above
 * it the list says "plus de …" (totalCapped; decision 048).
 */
export const COUNT_CAP = 1000;

/**
 * One page of the admin parcel list and the number of matches (capped): one HTTP request, two queries
 * run side by side. Without search words the page is read in order from an index (status, waiting for
 * dates and 'À vérifier' each have theirs). With search words, each way of matching gives its own first
 * `offset + pageSize` parcels in the list's order, and the page is taken from their union (decision 048).
 */
export async function searchParcels(db: Db, query: SearchQuery): Promise<ParcelPage> {
  const filter = filterOf(query);
  const offset = (query.page - 1) * query.pageSize;
  const cap = offset + COUNT_CAP;
  const branches = query.q ? searchBranches(db, query.q) : [];
  const union = (parts: SQL[]) => sql.join(parts, sql` union `);

  const page = db
    .select(parcelRowColumns)
    .from(parcels)
    // Left: a paid parcel kept after its client deleted the account has no client any more.
    .leftJoin(users, eq(users.id, parcels.clientId));
  const candidates = union(
    branches.map(
      (branch) =>
        sql`(${db
          .select({ id: parcels.id })
          .from(parcels)
          .where(and(filter, branch))
          .orderBy(...ORDER[query.sort])
          .limit(offset + query.pageSize)})`,
    ),
  );
  const rows =
    branches.length > 0
      ? page.where(sql`${parcels.id} in (select "id" from (${candidates}) as "candidate")`)
      : page.where(filter);

  // At most cap + 1 rows read per way of matching: more than cap in one of them means more than cap in all.
  const counted = union(
    (branches.length > 0 ? branches : [undefined]).map(
      (branch) =>
        sql`(${db
          .select({ id: parcels.id })
          .from(parcels)
          .where(and(filter, branch))
          .limit(cap + 1)})`,
    ),
  );
  const [items, [count]] = await Promise.all([
    rows
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(sql`(${counted}) as "match"`),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    items: items.map(toParcelRow),
    total: Math.min(total, cap),
    totalCapped: total > cap,
    page: query.page,
    pageSize: query.pageSize,
  };
}
