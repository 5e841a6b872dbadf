import type { Db, Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import { auditLog } from "#server/db/schema";
import type { SessionUser } from "#shared/accounts";

/** What the reception's changes need: who acts, the links of e-mails, the free storage setting. */
export type ReceptionContext = { db: Db; actor: SessionUser; publicUrl: string; freeDays: number };

/** The one audit line of a reception change (docs/product/administration.md#audit), in its transaction. */
export function auditShopOrder(tx: Tx, actor: SessionUser, action: string, details: Record<string, unknown>) {
  return tx
    .insert(auditLog)
    .values({ id: newId(), actorId: actor.id, actorEmail: actor.email, action, details });
}
