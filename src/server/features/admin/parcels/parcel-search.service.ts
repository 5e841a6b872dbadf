import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { type ParcelPage, type parcelSearchQuerySchema, TO_VERIFY_FILTER } from "#shared/admin/admin-parcels";
import { COUNTRIES } from "#shared/countries";
import { normalizeParcelReference } from "#shared/parcels/parcel-reference";
import { normalizeClientReference } from "#shared/shop-orders/client-reference";
import { looksLikeTrackingCode } from "#shared/tracking/tracking-code";
import { parcelRowColumns, toParcelRow } from "./parcel-row";

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

/** The status and client filters: every candidate of a search must also pass them. */
function filterOf(query: SearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === TO_VERIFY_FILTER) {
    // The carrier's to-do list (docs/product/administration.md#to-verify): first payments and balances
    // of a weigh-in with a proof; each side matches its partial index.
    conditions.push(
      or(
        and(eq(parcels.paid, false), isNotNull(parcels.proofReceivedAt)),
        and(eq(parcels.balanceState, "due"), isNotNull(parcels.balanceProofReceivedAt)),
      ),
    );
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

const ORDER = {
  newest: [desc(parcels.createdAt), desc(parcels.id)],
  oldest: [asc(parcels.createdAt), asc(parcels.id)],
  date: [sql`${parcels.preferredDate} asc nulls last`, desc(parcels.createdAt), desc(parcels.id)],
} as const;

type Sort = keyof typeof ORDER;

/** One way the search words match a parcel: its first parcels in the list's order, or some of them. */
interface Branch {
  /** Its first `limit` parcel ids in the list's order. */
  page(limit: number): SQL;
  /** At most `limit` of its parcel ids, in any order: for the capped count. */
  some(limit: number): SQL;
}

/** The parcels passing `condition` (and the filters), read through the index that serves it. */
function matching(db: Db, filter: SQL | undefined, condition: SQL, sort: Sort): Branch {
  const parcelsWhere = () => db.select({ id: parcels.id }).from(parcels).where(and(filter, condition));
  return {
    page: (limit) =>
      sql`(${parcelsWhere()
        .orderBy(...ORDER[sort])
        .limit(limit)})`,
    some: (limit) => sql`(${parcelsWhere().limit(limit)})`,
  };
}

/**
 * The parcels of a few known clients: each client's first `limit` parcels from the (client, date)
 * index, merged — a few hundred index reads, where walking every parcel by date to find theirs reads
 * thousands (decision 049). The ids travel as one JSON parameter, so the statement's text, hence its
 * prepared plan, is the same whatever their number.
 */
function ofClients(db: Db, filter: SQL | undefined, clientIds: string[], sort: Sort): Branch {
  const clients = sql`json_array_elements_text(${JSON.stringify(clientIds)}::json)`;
  const firstOfEach = (limit: number) =>
    db
      .select({ id: parcels.id, createdAt: parcels.createdAt, preferredDate: parcels.preferredDate })
      .from(parcels)
      .where(and(filter, sql`${parcels.clientId} = "client"."id"`))
      .orderBy(...ORDER[sort])
      .limit(limit);
  return {
    // The merged lists are named "parcel" like the table, so the list's ORDER applies to them as it is:
    // only the first `limit` of all go on to be joined with their rows.
    page: (limit) =>
      sql`(select "parcel"."id" from ${clients} as "client"("id") cross join lateral (${firstOfEach(limit)}) as "parcel" order by ${sql.join([...ORDER[sort]], sql`, `)} limit ${limit})`,
    some: (limit) =>
      sql`(${db
        .select({ id: parcels.id })
        .from(parcels)
        .where(and(filter, sql`${parcels.clientId} in (select value from ${clients})`))
        .limit(limit)})`,
  };
}

/** Up to this many clients matching the words are looked up one by one; more, and the list is walked by date. */
const FEW_CLIENTS = 200;

const ID_CHARACTERS = /^[0-9A-Z-]+$/;
const TRACKING_CODE_CHARACTERS = /^[0-9A-Z]+$/;

/** A whole parcel id as the product shows it (`pkg-` + 26 characters, db/ids.ts), in capitals. */
const WHOLE_PARCEL_ID = /^PKG-[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * The search words as separate ways of matching a parcel: client e-mail, name or reference, parcel id,
 * tracking code, parcel reference, country (code, or part of its French name). Each is served by its own index — trigram GIN
 * indexes for the substrings (`lower(email) like '%…%'`, decision 048), the primary and unique keys for
 * a whole id or tracking code (whose time-ordered first characters every id shares, so their trigrams
 * match everything) — so each is queried on its own and the results merged, rather than one OR that
 * only a scan of every parcel can answer. The matching clients are read first: a few are then looked up
 * one by one (decision 049).
 */
async function searchBranches(db: Db, filter: SQL | undefined, q: string, sort: Sort): Promise<Branch[]> {
  const lower = containing(q.toLowerCase());
  const upper = q.toUpperCase();
  const codes = countryCodesMatching(q);
  const clientReference = normalizeClientReference(q);
  const clientWords = or(
    sql`lower(${users.email}) like ${lower}`,
    sql`lower(${users.name}) like ${lower}`,
    // A client's reference (`CLB-4K7P`, « clb 4k7p »): all their parcels, from its unique key.
    clientReference ? eq(users.reference, clientReference) : undefined,
  );
  const clients = await db
    .select({ id: users.id })
    .from(users)
    .where(clientWords)
    .limit(FEW_CLIENTS + 1);
  const branches: Branch[] = [
    clients.length > FEW_CLIENTS
      ? matching(
          db,
          filter,
          inArray(parcels.clientId, db.select({ id: users.id }).from(users).where(clientWords)),
          sort,
        )
      : ofClients(
          db,
          filter,
          clients.map((client) => client.id),
          sort,
        ),
  ];
  // Ids are letters, digits and dashes, tracking codes letters and digits: words with anything else (an
  // e-mail's @, a space) cannot be part of one, and their trigram lookups are skipped.
  if (ID_CHARACTERS.test(upper))
    branches.push(
      matching(
        db,
        filter,
        WHOLE_PARCEL_ID.test(upper)
          ? eq(parcels.id, `pkg-${upper.slice(4)}`)
          : sql`upper(${parcels.id}) like ${containing(upper)}`,
        sort,
      ),
    );
  if (TRACKING_CODE_CHARACTERS.test(upper))
    branches.push(
      matching(
        db,
        filter,
        looksLikeTrackingCode(upper)
          ? eq(parcels.trackingCode, upper)
          : sql`${parcels.trackingCode} like ${containing(upper)}`,
        sort,
      ),
    );
  // A parcel's reference typed in any case, with or without dashes (decision 100): its unique key.
  const reference = normalizeParcelReference(q);
  if (reference) branches.push(matching(db, filter, eq(parcels.reference, reference), sort));
  if (codes.length > 0) {
    const route = or(inArray(parcels.fromCountry, codes), inArray(parcels.toCountry, codes));
    if (route) branches.push(matching(db, filter, route, sort));
  }
  return branches;
}

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
  const branches = query.q ? await searchBranches(db, filter, query.q, query.sort) : [];
  const union = (parts: SQL[]) => sql.join(parts, sql` union `);

  const candidates = union(branches.map((branch) => branch.page(offset + query.pageSize)));
  const page = db.select(parcelRowColumns).from(parcels);
  // The candidates drive the join: each is fetched by its id, whatever the planner guesses of their number.
  const rows = (
    branches.length > 0
      ? page.innerJoin(sql`(${candidates}) as "candidate"`, sql`"candidate"."id" = ${parcels.id}`)
      : page
  )
    // Left: a paid parcel kept after its client deleted the account has no client any more.
    .leftJoin(users, eq(users.id, parcels.clientId))
    .where(branches.length > 0 ? undefined : filter);

  // At most cap + 1 rows read per way of matching: more than cap in one of them means more than cap in all.
  const counted =
    branches.length > 0
      ? union(branches.map((branch) => branch.some(cap + 1)))
      : sql`(${db
          .select({ id: parcels.id })
          .from(parcels)
          .where(filter)
          .limit(cap + 1)})`;
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
