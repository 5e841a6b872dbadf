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

function whereOf(db: Db, query: SearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === TO_VERIFY_FILTER) {
    // The carrier's to-do list (docs/product/administration.md#to-verify); matches the partial index.
    conditions.push(and(eq(parcels.paid, false), isNotNull(parcels.proofReceivedAt)));
  } else if (query.status === "waiting_for_dates") {
    // Never stored: a pending parcel with no transport date chosen (docs/product/parcels.md#statuses).
    conditions.push(and(eq(parcels.status, "pending"), isNull(parcels.preferredDate)));
  } else if (query.status !== "all") {
    conditions.push(eq(parcels.status, query.status));
  }
  if (query.clientId) conditions.push(eq(parcels.clientId, query.clientId));
  if (query.q) {
    // strpos on lower/upper-cased text rather than ILIKE '%q%': the same matches (literal, no
    // wildcards to escape), about 5× faster on a full scan of 50 000 parcels (npm run bench:admin).
    const lower = query.q.toLowerCase();
    const upper = query.q.toUpperCase();
    const codes = countryCodesMatching(query.q);
    const matchingClients = db
      .select({ id: users.id })
      .from(users)
      .where(
        or(sql`strpos(lower(${users.email}), ${lower}) > 0`, sql`strpos(lower(${users.name}), ${lower}) > 0`),
      );
    conditions.push(
      or(
        inArray(parcels.clientId, matchingClients),
        sql`strpos(upper(${parcels.id}), ${upper}) > 0`,
        sql`strpos(${parcels.trackingCode}, ${upper}) > 0`,
        ...(codes.length > 0 ? [inArray(parcels.fromCountry, codes), inArray(parcels.toCountry, codes)] : []),
      ),
    );
  }
  return and(...conditions);
}

const ORDER = {
  newest: [desc(parcels.createdAt), desc(parcels.id)],
  oldest: [asc(parcels.createdAt), asc(parcels.id)],
  date: [sql`${parcels.preferredDate} asc nulls last`, desc(parcels.createdAt), desc(parcels.id)],
} as const;

/**
 * One page of the admin parcel list and the total number of matches: one HTTP request, two queries
 * run side by side. (A `count(*) over ()` in the page query would force the database to build and sort
 * every match before returning the first 20: measured 4× slower on 50 000 parcels, `npm run bench:admin`.)
 * The count needs no join: clients are matched by a sub-select.
 */
export async function searchParcels(db: Db, query: SearchQuery): Promise<ParcelPage> {
  const where = whereOf(db, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(parcelRowColumns)
      .from(parcels)
      // Left: a paid parcel kept after its client deleted the account has no client any more.
      .leftJoin(users, eq(users.id, parcels.clientId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(parcels).where(where),
  ]);
  return {
    items: rows.map(toParcelRow),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
