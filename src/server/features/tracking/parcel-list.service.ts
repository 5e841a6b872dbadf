import { and, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { toParcelSummary, visibleParcels } from "#server/features/parcels";
import type { SessionUser } from "#shared/accounts";
import { normalizeParcelReference } from "#shared/parcels/parcel-reference";
import type { ParcelList, ParcelListQuery } from "#shared/tracking/tracking-schemas";
import { decodeCursor, encodeCursor } from "./parcel-cursor";

/** `%` and `_` typed by the user are searched for as such, not as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The number a person reads (the reference, decision 100, typed in any form), the id or the description. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const reference = normalizeParcelReference(q);
  return or(
    ilike(parcels.reference, containing(q)),
    reference ? eq(parcels.reference, reference) : undefined,
    ilike(parcels.id, containing(q)),
    ilike(parcels.description, containing(q)),
  );
}

// As PostgreSQL stores it, to the microsecond, for the cursor (see parcel-cursor.ts).
const createdAtText = sql<string>`to_char(${parcels.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type TabCounts = ParcelList["counts"];

const activeCount = sql<number>`count(*) filter (where ${parcels.status} <> 'delivered')`;
const historyCount = sql<number>`count(*) filter (where ${parcels.status} = 'delivered')`;

/** The tabs' counts of the parcels matching `base`: one row, both counts. */
function tabCounts(db: Db, base: SQL | undefined) {
  return db
    .select({ active: activeCount.mapWith(Number), history: historyCount.mapWith(Number) })
    .from(parcels)
    .where(base);
}

/** The same counts as one JSON value, for a column of the page's rows (computed once, not per row). */
function tabCountsColumn(db: Db, base: SQL | undefined) {
  const counts = db
    .select({ counts: sql`json_build_object('active', ${activeCount}, 'history', ${historyCount})` })
    .from(parcels)
    .where(base);
  return sql<TabCounts>`(${counts})`.mapWith((value: TabCounts | string) =>
    typeof value === "string" ? (JSON.parse(value) as TabCounts) : value,
  );
}

/**
 * One page of parcels, newest first, with the tabs' counts over everything matching the search.
 * One query (one round trip, the cost that dominates a signed-in request — decision 049): the page,
 * limit + 1 rows to know whether more follow, each carrying the counts; served by the
 * (client_id, created_at) index. A second query for the counts only when the page is empty.
 */
export async function listParcels(db: Db, user: SessionUser, options: ParcelListQuery): Promise<ParcelList> {
  const isAdmin = user.role === "admin";
  const base = and(visibleParcels(user), searchCondition(options.q));
  const cursor = options.cursor ? decodeCursor(options.cursor) : null;
  const tab =
    options.tab === "history"
      ? eq(parcels.status, "delivered")
      : options.tab === "active"
        ? ne(parcels.status, "delivered")
        : undefined;
  const after = cursor
    ? sql`(${parcels.createdAt}, ${parcels.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;

  const rows = await db
    .select({
      parcel: parcels,
      createdAtText,
      clientName: users.name,
      clientEmail: users.email,
      emailNotifications: users.emailNotifications,
      counts: tabCountsColumn(db, base),
    })
    .from(parcels)
    // Left: a paid parcel kept after its client deleted the account has no client any more.
    .leftJoin(users, eq(users.id, parcels.clientId))
    .where(and(base, tab, after))
    .orderBy(desc(parcels.createdAt), desc(parcels.id))
    .limit(options.limit + 1)
    // Prepared: planning this query costs more than running it (decision 049); one plan per connection
    // and shape (tab, cursor, search), each served by the client's index whatever the values.
    .prepare("parcel_list")
    .execute();
  const counts = rows[0]?.counts ?? (await tabCounts(db, base))[0];

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    parcels: page.map((row) =>
      toParcelSummary(
        row.parcel,
        isAdmin
          ? { name: row.clientName, email: row.clientEmail, emailNotifications: row.emailNotifications }
          : undefined,
      ),
    ),
    nextCursor:
      rows.length > options.limit && last
        ? encodeCursor({ createdAt: last.createdAtText, id: last.parcel.id })
        : null,
    counts: { active: Number(counts?.active ?? 0), history: Number(counts?.history ?? 0) },
  };
}
