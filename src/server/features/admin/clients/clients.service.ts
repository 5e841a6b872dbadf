import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/database";
import { parcels, sessions, users } from "#server/db/schema";
import type { ClientPage, clientSearchQuerySchema } from "#shared/admin/admin-clients";

type ClientQuery = z.output<typeof clientSearchQuerySchema>;

const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin-clients page (docs/product/administration.md#clients): one row per client account with its
 * parcel count, what it has paid and its last activity, in one grouped query with the total count riding
 * along (`count(*) over ()`).
 */
export async function searchClients(db: Db, query: ClientQuery): Promise<ClientPage> {
  const lastActivity = sql<Date>`greatest(${users.createdAt}, max(${parcels.updatedAt}),
    (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}))`;
  const pattern = containsPattern(query.q);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      parcelCount: sql<number>`count(${parcels.id})::int`,
      totalPaidCents: sql<string>`coalesce(sum(${parcels.priceCents}) filter (where ${parcels.paid}), 0)::bigint`,
      lastActivityAt: lastActivity,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(users)
    .leftJoin(parcels, eq(parcels.clientId, users.id))
    .where(
      and(
        eq(users.role, "client"),
        query.q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(lastActivity), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ total: _total, totalPaidCents, lastActivityAt, ...row }) => ({
      ...row,
      totalPaidCents: Number(totalPaidCents),
      // A raw SQL expression is not mapped by Drizzle: each driver hands back its own shape.
      lastActivityAt: new Date(lastActivityAt).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
