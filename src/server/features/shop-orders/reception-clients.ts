import { and, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { users } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import { displayName } from "#shared/accounts";
import { normalizeClientReference } from "#shared/shop-orders/client-reference";
import { CLIENT_NOT_FOUND, type ReceptionClient } from "#shared/shop-orders/reception-api";

const SEARCH_LIMIT = 10;

const clientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  reference: users.reference,
  emailNotifications: users.emailNotifications,
};

type ClientRow = { id: string; name: string; email: string; phone: string | null; reference: string };

export const toReceptionClient = (row: ClientRow): ReceptionClient => ({
  id: row.id,
  name: displayName(row),
  email: row.email,
  phone: row.phone,
  reference: row.reference,
});

/** `%`, `_` and `\` typed by the carrier are searched as themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The clients a carrier's search names (docs/product/reception.md#reception): the reference however it
 * was typed (« clb 4k7p », « 4K7P »), a part of the name or e-mail, or a phone number typed the
 * French way (« 06 12 34 56 78 » finds +33612345678). Clients only; an exact reference first.
 */
export async function searchReceptionClients(db: Executor, typed: string): Promise<ReceptionClient[]> {
  const reference = normalizeClientReference(typed);
  const digits = typed.replace(/\D/g, "");
  const matches: SQL[] = [ilike(users.name, likeText(typed)), ilike(users.email, likeText(typed))];
  if (reference) matches.push(eq(users.reference, reference));
  // The national number without its leading 0, as it ends an E.164 number.
  if (digits.length >= 6) matches.push(ilike(users.phone, `%${digits.replace(/^0+/, "")}`));
  const rows = await db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.role, "client"), or(...matches)))
    .orderBy(...(reference ? [sql`${users.reference} = ${reference} desc`, users.name] : [users.name]))
    .limit(SEARCH_LIMIT);
  return rows.map(toReceptionClient);
}

/** One client by id, for a reception or an owner chosen; 404 when there is no such client. */
export async function findClient(db: Executor, clientId: string) {
  const [row] = await db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, "client")));
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

/** Several clients by id, for the carrier's lists. */
export async function clientsById(db: Executor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, ReceptionClient>();
  const rows = await db.select(clientColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, toReceptionClient(row)]));
}
