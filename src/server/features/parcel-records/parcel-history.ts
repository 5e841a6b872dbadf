import type { Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import { auditLog, trackingEvents } from "#server/db/schema";
import type { SessionUser } from "#shared/accounts";
import type { ParcelStatus } from "#shared/parcels/status";

/** One change made to one or several parcels at the same moment, by the same person. */
export type ParcelChange = {
  /**
   * Who made it; `id` null when nobody with an account did (a payment provider's confirmation for a
   * parcel whose client deleted the account).
   */
  actor: Pick<SessionUser, "email"> & { id: string | null };
  /** The parcels as they were before the change: their id and status. */
  parcels: readonly { id: string; status: ParcelStatus }[];
  /** The status after the change; left out, each parcel keeps its own (e.g. a moved date). */
  status?: ParcelStatus;
  note: string;
  location?: string | null;
  /**
   * Taken once the parcels' rows are locked, so times follow the commit order
   * (docs/product/administration.md#history-order).
   */
  at: Date;
  /**
   * The action of each parcel's audit line (docs/product/administration.md#audit). Left out when the
   * caller audits the change once as a whole (a moved date: its one `date.update` line).
   */
  audit?: { action: string; details?: Record<string, unknown> };
};

/**
 * Writes a parcel change's history entry (what the client and the admin read) and its audit line, in
 * the caller's transaction, which holds the parcels' row locks and makes the change itself.
 */
export async function recordParcelChange(tx: Tx, change: ParcelChange): Promise<void> {
  if (change.parcels.length === 0) return;
  const toStatus = (parcel: { status: ParcelStatus }) => change.status ?? parcel.status;
  await tx.insert(trackingEvents).values(
    change.parcels.map((parcel) => ({
      id: newId(),
      parcelId: parcel.id,
      status: toStatus(parcel),
      note: change.note,
      location: change.location ?? null,
      actorId: change.actor.id,
      createdAt: change.at,
    })),
  );
  const { audit } = change;
  if (!audit) return;
  await tx.insert(auditLog).values(
    change.parcels.map((parcel) => ({
      id: newId(),
      actorId: change.actor.id,
      actorEmail: change.actor.email,
      action: audit.action,
      parcelId: parcel.id,
      fromStatus: parcel.status,
      toStatus: toStatus(parcel),
      note: change.note,
      details: audit.details ?? {},
      createdAt: change.at,
    })),
  );
}
