import { z } from "zod";
import { CONFIRMATION_REQUIRED_MESSAGE } from "../admin/admin-parcels";

/**
 * Online payment through a provider (docs/product/online-payment.md): what the client and the carrier
 * see of it. The provider's own statuses are mapped onto these.
 */
export const ONLINE_PAYMENT_STATUSES = ["pending", "approved", "declined", "canceled", "expired"] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** What an online payment pays: the price of the request, or the balance of a weigh-in. */
export const ONLINE_PAYMENT_PURPOSES = ["price", "balance"] as const;
export type OnlinePaymentPurpose = (typeof ONLINE_PAYMENT_PURPOSES)[number];

/** Why an approved payment was not recorded on the parcel: the carrier decides (refund or validation). */
export const ONLINE_PAYMENT_PROBLEMS = [
  "already_paid",
  "request_closed",
  "amount_changed",
  "mismatch",
] as const;
export type OnlinePaymentProblem = (typeof ONLINE_PAYMENT_PROBLEMS)[number];

export const ONLINE_PAYMENT_STATUS_LABELS: Record<OnlinePaymentStatus, string> = {
  pending: "En attente",
  approved: "Payé",
  declined: "Refusé",
  canceled: "Annulé",
  expired: "Expiré",
};

export const ONLINE_PAYMENT_PROBLEM_LABELS: Record<OnlinePaymentProblem, string> = {
  already_paid: "Reçu alors que le montant était déjà réglé : à rembourser",
  request_closed: "Reçu sur une demande annulée ou refusée : à rembourser ou à valider",
  amount_changed: "Reçu pour un montant qui n'est plus celui dû : à vérifier",
  mismatch: "Montant, devise ou colis différents chez le prestataire : non enregistré",
};

export const PROVIDER_LABELS: Record<string, string> = { fedapay: "FedaPay" };

export const onlinePaymentSchema = z.object({
  id: z.string(),
  parcelId: z.string(),
  provider: z.string(),
  providerTransactionId: z.string(),
  purpose: z.enum(ONLINE_PAYMENT_PURPOSES),
  amountFcfa: z.number().int(),
  currency: z.string(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  applied: z.boolean(),
  problem: z.enum(ONLINE_PAYMENT_PROBLEMS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** When the carrier gave back an approved payment that could not be recorded; null until then. */
  refundedAt: z.string().nullable(),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

/** GET /api/parcels/:id/online-payment: whether the page offers `Payer maintenant`, and the latest one. */
export const onlinePaymentStateSchema = z.object({
  offered: z.boolean(),
  /** The amount due now, in whole francs; null when nothing is due. */
  amountDueFcfa: z.number().int().nullable(),
  latest: onlinePaymentSchema.nullable(),
});
export type OnlinePaymentState = z.infer<typeof onlinePaymentStateSchema>;

/** POST /api/parcels/:id/online-payment: where to send the browser. */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string(), payment: onlinePaymentSchema });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * GET /api/admin/online-payments: the latest first, with the parcel's name for the list. `toHandle`:
 * only the approved payments that could not be recorded and are not refunded yet (« À traiter »).
 */
export const adminOnlinePaymentsQuerySchema = z.object({
  status: z.enum(ONLINE_PAYMENT_STATUSES).optional(),
  parcelId: z.string().max(64).optional(),
  toHandle: z.enum(["1"]).optional(),
});

/** An approved payment the carrier must still deal with: not recorded on its parcel, not refunded. */
export const isToHandle = (payment: Pick<OnlinePayment, "problem" | "refundedAt">) =>
  payment.problem !== null && payment.refundedAt === null;

/** GET /api/admin/online-payments/summary: the dashboard's « À traiter » badge. */
export const onlinePaymentsSummarySchema = z.object({ toHandle: z.number().int() });
export type OnlinePaymentsSummary = z.infer<typeof onlinePaymentsSummarySchema>;

/** POST /api/admin/online-payments/:id/refunded: the carrier says the money went back to the client. */
export const onlinePaymentParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const markRefundedBodySchema = z
  .object({ confirmed: z.literal(true, { error: CONFIRMATION_REQUIRED_MESSAGE }) })
  .strict();

export const TO_HANDLE_LABEL = "À traiter";
export const MARK_REFUNDED_LABEL = "Marquer comme remboursé";
export const NOT_TO_HANDLE_MESSAGE =
  "Ce paiement en ligne n'est pas à rembourser : il a été enregistré sur le colis ou déjà remboursé.";
export const ONLINE_PAYMENT_NOT_FOUND = "Paiement en ligne introuvable.";

/**
 * The parcel's history entry of an approved payment that could not be recorded, and of its refund
 * (docs/product/online-payment.md#not-recorded): the client reads them on their own detail; the public
 * page never shows them (the status does not move).
 */
export const notRecordedNote = (provider: string, transactionId: string, problem: OnlinePaymentProblem) =>
  `Paiement en ligne reçu mais non enregistré (${provider}, transaction ${transactionId}) : ${ONLINE_PAYMENT_PROBLEM_LABELS[problem]}`;
export const refundedNote = (provider: string, transactionId: string) =>
  `Paiement en ligne remboursé au client (${provider}, transaction ${transactionId})`;
export const adminOnlinePaymentSchema = onlinePaymentSchema.extend({
  trackingCode: z.string(),
  description: z.string(),
  clientName: z.string().nullable(),
});
export const adminOnlinePaymentsSchema = z.object({ payments: z.array(adminOnlinePaymentSchema) });
export type AdminOnlinePayment = z.infer<typeof adminOnlinePaymentSchema>;

export const ONLINE_PAYMENT_OFF_MESSAGE = "Le paiement en ligne n'est pas disponible.";
export const NOTHING_TO_PAY_MESSAGE = "Il n'y a rien à payer pour ce colis.";
export const PROVIDER_UNAVAILABLE_MESSAGE =
  "Le service de paiement ne répond pas. Réessayez dans un instant ou payez par transfert.";
export const CONFIRMING_MESSAGE = "Paiement en cours de confirmation…";
