import type { Tx } from "#server/db/database";
import { enqueueEmail, type OutgoingEmail, renderEmail } from "#server/features/mail";
import type { RecipientMessenger } from "#server/features/messaging";
import { type CurrentParcel, type ParcelChange, recordParcelChange } from "#server/features/parcel-records";
import { queueClientPushes } from "#server/features/push";
import { greetingLine } from "#shared/accounts";
import { departureMoveSubject } from "#shared/departures/departure-moves";
import type { Dropoff } from "#shared/departures/dropoff";
import { collectionCodeLine } from "#shared/parcels/handover";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import { type ParcelStatus, STATUS_LABELS } from "#shared/parcels/status";
import { publicTrackingPath } from "#shared/tracking/tracking-code";
import { type ParcelEmailInput, type ParcelEmailKind, parcelStatusEmail } from "./parcel-emails";

/** A locked parcel as the change saw it, with the name of who collected it when the change is a handover. */
export type ChangedParcel = CurrentParcel & { collectedByName?: string | null };

/**
 * One change of one or several parcels, as the carrier's action (`applyParcelDecision`) or a
 * whole-departure move (departures/departure-moves.service.ts) made it, in the caller's transaction
 * under the parcels' row locks: the history and audit, then what tells people about it.
 */
export type StatusChangeRecord = Omit<ParcelChange, "parcels" | "status"> & {
  parcels: readonly ChangedParcel[];
  status: ParcelStatus;
  publicUrl: string;
  /** Queues each recipient's WhatsApp or SMS message of the new status (decision 082); absent: none. */
  recipientMessages?: RecipientMessenger;
  /**
   * The client's e-mail: its kind and the lines of one parcel's e-mail (a carrier's action on one
   * parcel); `whateverSwitch` for a money matter, sent even with parcel e-mails turned off.
   */
  email: Pick<ParcelEmailInput, "kind" | "details" | "action" | "document"> & {
    whateverSwitch?: boolean;
    /** The drop-off place and deadline, while still to be dropped off; read by the caller. */
    dropoff?: (parcel: ChangedParcel) => Promise<Dropoff | null>;
  };
};

/**
 * The one "status changed" recorder (docs/decisions/090-money-module-and-feature-floors.md): the
 * history entry and audit line of each parcel; for a parcel whose status really moved, the push to
 * its client's devices (docs/product/notifications.md#push) and its recipient's message (the same
 * status again — a payment, a balance — tells the recipient nothing new); then one e-mail per client
 * (docs/product/administration.md#confirmations): a client with one changed parcel gets that parcel's
 * e-mail, with several, one e-mail naming each.
 */
export async function recordStatusChange(tx: Tx, change: StatusChangeRecord): Promise<void> {
  const { parcels, status } = change;
  await recordParcelChange(tx, { ...change, parcels, status });
  const moved = parcels.filter((parcel) => parcel.status !== status);
  if (moved.length > 0) {
    await queueClientPushes(tx, moved, status);
    await change.recipientMessages?.(tx, moved, status);
  }
  await emailClients(tx, change);
}

/**
 * One e-mail per client, through the outbox in this transaction. A parcel whose client turned parcel
 * e-mails off, or deleted the account, sends none, unless it is a money matter and the account is there.
 */
async function emailClients(tx: Tx, change: StatusChangeRecord) {
  const byClient = new Map<string, ChangedParcel[]>();
  for (const parcel of change.parcels) {
    if (parcel.clientId === null || parcel.clientEmail === null) continue;
    if (!parcel.emailNotifications && !change.email.whateverSwitch) continue;
    const list = byClient.get(parcel.clientId) ?? [];
    list.push(parcel);
    byClient.set(parcel.clientId, list);
  }
  const trackingUrl = (parcel: ChangedParcel) =>
    `${change.publicUrl}${publicTrackingPath(parcel.trackingCode)}`;
  for (const list of byClient.values()) {
    const [first] = list;
    if (!first?.clientEmail) continue;
    const client = { name: first.clientName, email: first.clientEmail };
    const email: OutgoingEmail =
      list.length === 1
        ? parcelStatusEmail({
            kind: change.email.kind,
            to: first.clientEmail,
            client,
            parcel: first,
            status: change.status,
            note: change.note,
            location: change.location ?? null,
            trackingUrl: trackingUrl(first),
            details: change.email.details,
            action: change.email.action,
            document: change.email.document,
            dropoff: await change.email.dropoff?.(first),
          })
        : groupedStatusEmail(
            first.clientEmail,
            client,
            list,
            {
              to: change.status,
              note: change.note,
              location: change.location ?? null,
              publicUrl: change.publicUrl,
            },
            trackingUrl,
          );
    await enqueueEmail(tx, email);
  }
}

/** One e-mail for a client's several parcels moved together (exported for the typography checker). */
export function groupedStatusEmail(
  to: string,
  client: { name: string | null; email: string },
  list: readonly ChangedParcel[],
  change: { to: ParcelStatus; note: string; location: string | null; publicUrl: string },
  trackingUrl: (parcel: ChangedParcel) => string,
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
            `${parcelHumanName(parcel)} (référence : ${readableReference(parcel)}) — suivi : ${trackingUrl(parcel)} — ${collectionCodeLine(parcel.collectionCode)}`,
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

export type { ParcelEmailKind };
