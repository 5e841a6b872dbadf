import { and, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { visibleParcels } from "#server/features/parcels";
import type { SessionUser } from "#shared/accounts";
import type { ParcelList, ParcelListQuery } from "#shared/tracking/tracking-schemas";
import { decodeCursor, encodeCursor } from "./parcel-cursor";
import { toParcelSummary } from "./parcel-summary";

/** `%` and `_` typed by the user are searched for as such, not as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(ilike(parcels.id, containing(q)), ilike(parcels.description, containing(q)));
}

// As PostgreSQL stores it, to the microsecond, for the cursor (see parcel-cursor.ts).
const createdAtText = sql<string>`to_char(${parcels.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of parcels, newest first, with the tabs' counts over everything matching the search.
 * Two queries whatever the number of parcels: the page (limit + 1 rows, to know whether more follow)
 * and the counts, both served by the (client_id, created_at) index.
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
    })
    .from(parcels)
    // Left: a paid parcel kept after its client deleted the account has no client any more.
    .leftJoin(users, eq(users.id, parcels.clientId))
    .where(and(base, tab, after))
    .orderBy(desc(parcels.createdAt), desc(parcels.id))
    .limit(options.limit + 1);

  const [counts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${parcels.status} <> 'delivered')`.mapWith(Number),
      history: sql<number>`count(*) filter (where ${parcels.status} = 'delivered')`.mapWith(Number),
    })
    .from(parcels)
    .where(base);

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
    counts: { active: counts?.active ?? 0, history: counts?.history ?? 0 },
  };
}
