import { z } from "zod";

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

/** GET /api/admin/online-payments: the latest first, with the parcel's name for the list. */
export const adminOnlinePaymentsQuerySchema = z.object({
  status: z.enum(ONLINE_PAYMENT_STATUSES).optional(),
  parcelId: z.string().max(64).optional(),
});
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
