import type { Db, Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import { auditLog } from "#server/db/schema";
import type { SessionUser } from "#shared/accounts";
import type { IsoDate } from "#shared/calendar";

/** What the admin's changes of departures need: who, the links of e-mails, and today in Paris. */
export type DeparturesContext = { db: Db; actor: SessionUser; publicUrl: string; today: IsoDate };

/**
 * The one audit line of a change of departures (docs/product/administration.md#audit), in its
 * transaction; a moved day's parcels are audited by it too.
 */
export function auditDepartures(
  tx: Tx,
  actor: SessionUser,
  action: string,
  details: Record<string, unknown>,
) {
  return tx
    .insert(auditLog)
    .values({ id: newId(), actorId: actor.id, actorEmail: actor.email, action, details });
}
