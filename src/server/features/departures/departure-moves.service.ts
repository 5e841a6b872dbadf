import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "#server/db/database";
import { departures, parcels } from "#server/db/schema";
import { enqueueEmail, type OutgoingEmail, renderEmail } from "#server/features/mail";
import type { RecipientMessenger } from "#server/features/messaging";
import { type CurrentParcel, lockParcels, recordParcelChange } from "#server/features/parcel-records";
import { queueClientPushes } from "#server/features/push";
import { badRequest, notFound } from "#server/http/app-error";
import { greetingLine, type SessionUser } from "#shared/accounts";
import { DEPARTURE_NOT_FOUND } from "#shared/departures/admin-departures";
import {
  type DepartureMoveResult,
  departureMoveRefusal,
  departureMoveSubject,
} from "#shared/departures/departure-moves";
import type { DepartureState } from "#shared/departures/departure-state";
import { collectionCodeLine } from "#shared/parcels/handover";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { type ParcelStatus, STATUS_LABELS } from "#shared/parcels/status";
import { checkTransition, statusChangeNote } from "#shared/parcels/transitions";
import { publicTrackingPath } from "#shared/tracking/tracking-code";

/**
 * The e-mail a single move sends a client about one parcel (status changed), which a client with one
 * moved parcel gets here too. The admin route hands it over with the rest of the context: the single
 * moves and their e-mails are the administration's (docs/product/administration.md#confirmations), and
 * this module stays below it.
 */
export type StatusChangedEmail = (input: {
  to: string;
  client: { name: string | null; email: string };
  parcel: { id: string; description: string; fromCountry: string; toCountry: string; collectionCode: string };
  status: ParcelStatus;
  note: string;
  location: string | null;
  trackingUrl: string;
}) => OutgoingEmail;

export type DepartureMoveContext = {
  db: Db;
  actor: SessionUser;
  publicUrl: string;
  statusChangedEmail: StatusChangedEmail;
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
 * Each client gets one e-mail for their moved parcels, unless they turned parcel e-mails off.
 */
export async function moveDepartureParcels(
  { db, actor, publicUrl, statusChangedEmail, recipientMessages }: DepartureMoveContext,
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
      await recordParcelChange(tx, {
        actor,
        parcels: moving,
        status: input.to,
        note,
        location: input.location,
        at: now,
        audit: {
          action: "parcel.status_change",
          details: {
            location: input.location,
            departureId,
            wholeDeparture: true,
          },
        },
      });
      await followDeparture(tx, departureId, input.to, now);
      await recipientMessages?.(tx, moving, input.to);
      // Each parcel's new status on its client's devices (docs/product/notifications.md#push).
      await queueClientPushes(tx, moving, input.to);
      await emailClients(tx, moving, statusChangedEmail, {
        to: input.to,
        note,
        location: input.location,
        publicUrl,
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

/**
 * One e-mail per client, through the outbox in this transaction. A client with one moved parcel gets
 * the single move's e-mail; with several, one e-mail naming each with its tracking link. Same switch
 * as a single move: `email_notifications` off, or a deleted account, and nothing is sent.
 */
async function emailClients(
  tx: Tx,
  moved: CurrentParcel[],
  statusChangedEmail: StatusChangedEmail,
  change: { to: ParcelStatus; note: string; location: string | null; publicUrl: string },
) {
  const byClient = new Map<string, CurrentParcel[]>();
  for (const parcel of moved) {
    if (parcel.clientId === null || parcel.clientEmail === null || !parcel.emailNotifications) continue;
    const list = byClient.get(parcel.clientId) ?? [];
    list.push(parcel);
    byClient.set(parcel.clientId, list);
  }
  const trackingUrl = (parcel: CurrentParcel) =>
    `${change.publicUrl}${publicTrackingPath(parcel.trackingCode)}`;
  for (const list of byClient.values()) {
    const [first] = list;
    if (!first?.clientEmail) continue;
    const client = { name: first.clientName, email: first.clientEmail };
    const email: OutgoingEmail =
      list.length === 1
        ? statusChangedEmail({
            to: first.clientEmail,
            client,
            parcel: first,
            status: change.to,
            note: change.note,
            location: change.location,
            trackingUrl: trackingUrl(first),
          })
        : groupedStatusEmail(first.clientEmail, client, list, change, trackingUrl);
    await enqueueEmail(tx, email);
  }
}

/** One e-mail for a client's several parcels moved together (exported for the typography checker). */
export function groupedStatusEmail(
  to: string,
  client: { name: string | null; email: string },
  list: CurrentParcel[],
  change: { to: ParcelStatus; note: string; location: string | null; publicUrl: string },
  trackingUrl: (parcel: CurrentParcel) => string,
): OutgoingEmail {
  const label = STATUS_LABELS[change.to];
  return {
    kind: "status-changed",
    to,
    ...renderEmail({
      subject: departureMoveSubject(change.to),
      heading: `Nouveau statut : ${label}`,
      paragraphs: [
        greetingLine(client),
        `Le statut de vos ${list.length} colis est maintenant : ${label}.`,
        ...list.map(
          (parcel) =>
            `${parcelHumanName(parcel)} (référence : ${parcel.id}) — suivi : ${trackingUrl(parcel)} — ${collectionCodeLine(parcel.collectionCode)}`,
        ),
        `Note : ${change.note}`,
        ...(change.location ? [`Lieu : ${change.location}`] : []),
      ],
      action: { label: "Suivre mes colis", url: `${change.publicUrl}/tracking` },
      footnote:
        "Vous pouvez transmettre chaque lien de suivi au destinataire du colis. Pour ne plus recevoir ces e-mails, désactivez « Recevoir les notifications par e-mail » dans votre profil.",
    }),
  };
}
