import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "#server/db/database";
import { departures, parcels } from "#server/db/schema";
import type { RecipientMessenger } from "#server/features/messaging";
import { recordStatusChange } from "#server/features/money";
import { type CurrentParcel, lockParcels } from "#server/features/parcel-records";
import { badRequest, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import { type DepartureMoveResult, departureMoveRefusal } from "#shared/departures/departure-moves";
import type { DepartureState } from "#shared/departures/departure-state";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import type { ParcelStatus } from "#shared/parcels/status";
import { checkTransition, statusChangeNote } from "#shared/parcels/transitions";

export type DepartureMoveContext = {
  db: Db;
  actor: SessionUser;
  publicUrl: string;
  /** Queues each recipient's WhatsApp or SMS message of the new status (decision 082); absent: none. */
  recipientMessages?: RecipientMessenger;
};

export type DepartureMoveInput = {
  from: ParcelStatus;
  to: ParcelStatus;
  note: string | null;
  location: string | null;
};

/**
 * The departure's state follows its parcels (docs/product/departures.md#departure): once they leave it
 * has departed, once they are delivered or being delivered it has arrived. It never goes back.
 */
function departureStateAfter(to: ParcelStatus): { state: DepartureState; from: DepartureState[] } | null {
  if (to === "in_transit") return { state: "departed", from: ["open", "closed"] };
  if (to === "in_delivery" || to === "delivered")
    return { state: "arrived", from: ["open", "closed", "departed"] };
  return null;
}

/**
 * Moves every parcel of a departure that is in `from` to `to` (decision 051). One transaction: the
 * parcels are locked `FOR UPDATE` in id order (a single move locks one row, so the two cannot
 * deadlock), each goes through the same shared rule as a single move (`checkTransition`), those that
 * pass are updated with one history entry and one audit line each, those that do not are listed with
 * the rule's reason and left untouched. Parcels of the departure in another status are not read.
 * Each client gets one e-mail for their moved parcels, unless they turned parcel e-mails off
 * (money/status-change-record.ts, the recorder a single move uses too).
 */
export async function moveDepartureParcels(
  { db, actor, publicUrl, recipientMessages }: DepartureMoveContext,
  departureId: string,
  input: DepartureMoveInput,
): Promise<DepartureMoveResult> {
  // The route's schema already refused these; kept so that no other caller can skip the rule.
  const refusal = departureMoveRefusal(input.from, input.to);
  if (refusal) throw badRequest("VALIDATION", refusal, { to: refusal });

  return db.transaction(async (tx) => {
    // The departure first, then its parcels: the order an edit of its day takes too
    // (departure-editing.service.ts), so the two queue instead of deadlocking; bookings only lock the
    // departure.
    const [departure] = await tx
      .select({ id: departures.id })
      .from(departures)
      .where(eq(departures.id, departureId))
      .for("update");
    if (!departure) throw notFound(DEPARTURE_NOT_FOUND);

    // The same lock and read as a single parcel's action, in the same id order.
    const locked = await lockParcels(
      tx,
      eq(parcels.departureId, departureId),
      eq(parcels.status, input.from),
    );

    const moving: CurrentParcel[] = [];
    const refused: DepartureMoveResult["refused"] = [];
    for (const parcel of locked) {
      const check = checkTransition(parcel, input.to);
      if (check.ok) moving.push(parcel);
      else refused.push({ id: parcel.id, name: parcelHumanName(parcel), reason: check.message });
    }

    if (moving.length > 0) {
      // Taken once every row is locked (docs/product/administration.md#history-order).
      const now = new Date();
      const note = statusChangeNote(input.to, input.note);
      await tx
        .update(parcels)
        .set({ status: input.to, cancelledAt: null, updatedAt: now })
        .where(
          inArray(
            parcels.id,
            moving.map((parcel) => parcel.id),
          ),
        );
      await followDeparture(tx, departureId, input.to, now);
      // The same recorder as a single parcel's action: history, audit, pushes, recipients' messages,
      // one e-mail per client (a client with one moved parcel gets the single move's e-mail).
      await recordStatusChange(tx, {
        actor,
        parcels: moving,
        status: input.to,
        note,
        location: input.location,
        at: now,
        audit: {
          action: "parcel.status_change",
          details: { location: input.location, departureId, wholeDeparture: true },
        },
        publicUrl,
        recipientMessages,
        email: { kind: "status-changed" },
      });
    }

    return {
      moved: moving.map((parcel) => ({ id: parcel.id, name: parcelHumanName(parcel) })),
      refused,
    };
  });
}

async function followDeparture(tx: Tx, departureId: string, to: ParcelStatus, now: Date) {
  const next = departureStateAfter(to);
  if (!next) return;
  await tx
    .update(departures)
    .set({ state: next.state, updatedAt: now })
    .where(and(eq(departures.id, departureId), inArray(departures.state, next.from)));
}
