import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/database";
import { onlinePayments, users } from "#server/db/schema";
import { enqueueEmail, type OutgoingEmail, renderEmail } from "#server/features/mail";
import { type CurrentParcel, recordParcelChange } from "#server/features/parcel-records";
import { conflict, notFound } from "#server/http/app-error";
import { displayName, greetingLine, type SessionUser } from "#shared/accounts";
import { parcelHumanName, readableReference } from "#shared/parcels/parcel-name";
import {
  NOT_TO_HANDLE_MESSAGE,
  notRecordedNote,
  ONLINE_PAYMENT_NOT_FOUND,
  ONLINE_PAYMENT_PROBLEM_LABELS,
  type OnlinePaymentProblem,
  type OnlinePaymentsSummary,
  PROVIDER_LABELS,
  refundedNote,
} from "#shared/payments/online-payment";
import { formatFcfa } from "#shared/pricing";
import { lockPaymentAndParcel } from "./payment-lock";

/**
 * An approved online payment that could not be recorded on its parcel — already paid, amount changed,
 * request closed, or not the transaction we opened (docs/product/online-payment.md#not-recorded,
 * decision 097): money the client paid and the carrier holds for them until it is given back. It is
 * written down and put in front of a person: the parcel's history and the audit, one e-mail to the
 * administrators, the dashboard's « À traiter » until the carrier marks it refunded.
 */

type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** Approved, not recorded, not refunded: what « À traiter » counts and lists. */
export const toHandle = and(isNotNull(onlinePayments.problem), isNull(onlinePayments.refundedAt));

const providerName = (row: Pick<OnlinePaymentRow, "provider">) =>
  PROVIDER_LABELS[row.provider] ?? row.provider;

export const NOT_RECORDED_EMAIL_KIND = "admin-online-payment-not-recorded";

/**
 * Called once per payment, in the transaction that flags it, under the parcel's then the payment's row
 * lock: a webhook and the reconciliation reading the same approval queue behind each other, and the
 * second finds the payment already approved and does nothing. The e-mail's dedupe key (the payment's
 * id and the administrator's) makes it go once even so.
 */
export async function recordNotRecorded(
  tx: Tx,
  row: OnlinePaymentRow,
  parcel: CurrentParcel,
  problem: OnlinePaymentProblem,
  publicUrl: string,
): Promise<void> {
  const at = new Date();
  const provider = providerName(row);
  await recordParcelChange(tx, {
    actor: { id: parcel.clientId, email: parcel.clientEmail ?? "" },
    parcels: [parcel],
    note: notRecordedNote(provider, row.providerTransactionId ?? "", problem),
    at,
    audit: {
      action: "online_payment.not_recorded",
      details: {
        problem,
        onlinePayment: { id: row.id, provider: row.provider, transactionId: row.providerTransactionId },
        purpose: row.purpose,
        amountFcfa: row.amountFcfa,
      },
    },
  });
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.emailVerified, true)));
  for (const admin of admins) {
    await enqueueEmail(tx, notRecordedEmail({ row, parcel, problem, publicUrl }, admin));
  }
}

type Alert = {
  row: OnlinePaymentRow;
  parcel: CurrentParcel;
  problem: OnlinePaymentProblem;
  publicUrl: string;
};

/**
 * The administrators' e-mail (docs/product/online-payment.md#not-recorded). Sent whatever the alerts'
 * switch says: it is money the carrier owes a client, like the client's own money e-mails.
 */
export function notRecordedEmail(
  { row, parcel, problem, publicUrl }: Alert,
  admin: { id: string; name: string | null; email: string },
): OutgoingEmail {
  const name = parcelHumanName(parcel);
  const client =
    parcel.clientEmail === null
      ? "Compte supprimé"
      : `${displayName({ name: parcel.clientName, email: parcel.clientEmail })} (${parcel.clientEmail})`;
  return {
    kind: NOT_RECORDED_EMAIL_KIND,
    to: admin.email,
    dedupeKey: `${NOT_RECORDED_EMAIL_KIND}:${row.id}:${admin.id}`,
    ...renderEmail({
      subject: `Paiement en ligne à traiter : ${name} — Colibri`,
      heading: "Un paiement en ligne est à traiter",
      paragraphs: [
        greetingLine(admin),
        `Un client a payé en ligne, mais le paiement n'a pas pu être enregistré sur son colis : ${ONLINE_PAYMENT_PROBLEM_LABELS[problem]}. L'argent est à rembourser au client, ou à régler avec lui.`,
        `Colis : ${name}`,
        `Référence : ${readableReference(parcel)}`,
        `Client : ${client}`,
        `Montant reçu : ${formatFcfa(row.amountFcfa)}`,
        `Transaction : ${providerName(row)} n° ${row.providerTransactionId ?? ""}`,
      ],
      action: { label: "Voir les paiements à traiter", url: `${publicUrl}/admin-dashboard` },
      footnote:
        "Une fois l'argent rendu, marquez le paiement comme remboursé dans « Paiements en ligne » : il ne sera plus compté comme à traiter.",
    }),
  };
}

/** The dashboard's « À traiter » badge. */
export async function onlinePaymentsSummary(db: Db): Promise<OnlinePaymentsSummary> {
  const [row] = await db
    .select({ toHandle: sql<number>`count(*)::int`.mapWith(Number) })
    .from(onlinePayments)
    .where(toHandle);
  return { toHandle: row?.toHandle ?? 0 };
}

/**
 * `Marquer comme remboursé`: the carrier gave the money back (outside the app: a transfer, Mobile
 * Money, FedaPay's dashboard). In one transaction, under the parcel's then the payment's row lock: the
 * refund's moment and who, the parcel's history and the audit. 404 for an unknown payment, 409 for one
 * that was recorded on the parcel or is already refunded.
 */
export async function markOnlinePaymentRefunded(
  db: Db,
  admin: Pick<SessionUser, "id" | "email">,
  paymentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockPaymentAndParcel(tx, paymentId);
    if (!locked?.parcel) throw notFound(ONLINE_PAYMENT_NOT_FOUND);
    const { row, parcel } = locked;
    if (row.problem === null || row.refundedAt !== null)
      throw conflict("NOT_TO_HANDLE", NOT_TO_HANDLE_MESSAGE);
    const at = new Date();
    await tx
      .update(onlinePayments)
      .set({ refundedAt: at, refundedBy: admin.id, updatedAt: at })
      .where(eq(onlinePayments.id, row.id));
    await recordParcelChange(tx, {
      actor: admin,
      parcels: [parcel],
      note: refundedNote(providerName(row), row.providerTransactionId ?? ""),
      at,
      audit: {
        action: "online_payment.refunded",
        details: {
          problem: row.problem,
          onlinePayment: { id: row.id, provider: row.provider, transactionId: row.providerTransactionId },
          amountFcfa: row.amountFcfa,
        },
      },
    });
  });
}
