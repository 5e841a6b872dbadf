import { formatMomentFr, PARIS } from "#shared/french-dates";
import {
  ONLINE_PAYMENT_PROBLEM_LABELS,
  ONLINE_PAYMENT_STATUS_LABELS,
  type OnlinePayment,
  PROVIDER_LABELS,
} from "#shared/payments/online-payment";
import { formatFcfa } from "#shared/pricing";

/** How the admin reads one online payment (docs/product/online-payment.md#admin). */
export function onlinePaymentTexts(payment: OnlinePayment) {
  return {
    provider: `${PROVIDER_LABELS[payment.provider] ?? payment.provider} · n° ${payment.providerTransactionId}`,
    what: payment.purpose === "price" ? "Paiement du colis" : "Complément après pesée",
    amount: formatFcfa(payment.amountFcfa),
    status: ONLINE_PAYMENT_STATUS_LABELS[payment.status],
    problem: payment.problem ? ONLINE_PAYMENT_PROBLEM_LABELS[payment.problem] : null,
    recorded: payment.applied ? "Enregistré sur le colis" : null,
    refunded: payment.refundedAt
      ? `Remboursé au client le ${formatMomentFr(payment.refundedAt, { timeZone: PARIS })}`
      : null,
    openedAt: formatMomentFr(payment.createdAt, { timeZone: PARIS }),
  };
}
