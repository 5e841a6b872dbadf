import { and, eq } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { users } from "#server/db/schema";
import { enqueueEmail, type OutgoingEmail, renderEmail } from "#server/features/mail";
import { displayName, greetingLine } from "#shared/accounts";
import { formatDateFr } from "#shared/calendar-dates";
import { DEPARTURE_LABEL } from "#shared/departures/departure-text";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import { formatEuros, formatFcfa } from "#shared/pricing";

/**
 * The carrier's own alerts (docs/product/administration.md#admin-alerts): one e-mail per
 * administrator who kept the profile switch on, queued in the transaction of the event, so an alert
 * goes if and only if the proof or the request is saved. The dedupe key makes each alert go once.
 */
export type AdminAlertKind = "admin-proof-received" | "admin-new-request";

export type AlertedParcel = {
  id: string;
  /** `CLB-4K7P-03` (decision 100); null: the id stands in. */
  reference: string | null;
  description: string;
  fromCountry: string;
  toCountry: string;
  priceCents: number | null;
  priceFcfa: number | null;
  preferredDate: string | null;
};

export type AdminAlert = {
  kind: AdminAlertKind;
  parcel: AlertedParcel;
  client: { name: string; email: string };
  /** What makes this alert unique (the proof's id, the parcel's id): with the admin, its dedupe key. */
  eventId: string;
  publicUrl: string;
  transactionReference?: string | null;
};

function amount(parcel: AlertedParcel): string {
  if (parcel.priceCents === null || parcel.priceFcfa === null) return "à calculer";
  return `${formatEuros(parcel.priceCents)} / ${formatFcfa(parcel.priceFcfa)}`;
}

function content(alert: AdminAlert, admin: { name: string; email: string }) {
  const name = parcelHumanName(alert.parcel);
  const client = `${displayName(alert.client)} (${alert.client.email})`;
  const facts = [
    `Colis : ${name}`,
    `Référence : ${readableReference(alert.parcel)}`,
    `Client : ${client}`,
    `Montant : ${amount(alert.parcel)}`,
    ...(alert.parcel.preferredDate
      ? [`${DEPARTURE_LABEL} : ${formatDateFr(alert.parcel.preferredDate)}`]
      : []),
  ];
  if (alert.kind === "admin-proof-received") {
    return {
      subject: `Preuve de paiement reçue : ${name} — Colibri`,
      heading: "Une preuve de paiement est à vérifier",
      paragraphs: [
        greetingLine(admin),
        "Un client vient d'envoyer une preuve de paiement. Vérifiez-la avant de marquer le colis comme payé.",
        ...facts,
        ...(alert.transactionReference ? [`Référence de transaction : ${alert.transactionReference}`] : []),
      ],
    };
  }
  return {
    subject: `Nouvelle demande confirmée : ${name} — Colibri`,
    heading: "Nouvelle demande confirmée",
    paragraphs: [
      greetingLine(admin),
      "Un client vient de confirmer une demande de transport. Elle attend son paiement.",
      ...facts,
    ],
  };
}

/** The alert one administrator gets. */
export function adminAlertEmail(
  alert: AdminAlert,
  admin: { id: string; name: string; email: string },
): OutgoingEmail {
  return {
    kind: alert.kind,
    to: admin.email,
    dedupeKey: `${alert.kind}:${alert.eventId}:${admin.id}`,
    ...renderEmail({
      ...content(alert, admin),
      // The tracking screen shows an administrator any parcel, with its client and history.
      action: {
        label: "Voir le colis",
        url: `${alert.publicUrl}/tracking?colis=${encodeURIComponent(alert.parcel.id)}`,
      },
      footnote:
        "Pour ne plus recevoir ces alertes, désactivez « Recevoir les alertes administrateur par e-mail » dans votre profil.",
    }),
  };
}

export async function alertAdmins(tx: Tx, alert: AdminAlert): Promise<void> {
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.emailVerified, true), eq(users.adminAlerts, true)));
  for (const admin of admins) await enqueueEmail(tx, adminAlertEmail(alert, admin));
}
