import { useState } from "react";
import { ErrorMessage } from "#client/ui/error-message";
import { Spinner } from "#client/ui/spinner";
import { StatusPill } from "#client/ui/status-badge";
import type { StatusTone } from "#shared/parcels/status";
import type { AdminOnlinePayment, OnlinePaymentStatus } from "#shared/payments/online-payment";
import { onlinePaymentTexts } from "./online-payment-texts";
import { useAdminOnlinePayments } from "./online-payments-api";

const TONES: Record<OnlinePaymentStatus, StatusTone> = {
  pending: "yellow",
  approved: "green",
  declined: "red",
  canceled: "red",
  expired: "orange",
};

/**
 * « Paiements en ligne » (docs/product/online-payment.md#admin): every checkout opened with the
 * provider, the pending ones first to look at, with the provider's transaction number to find it in
 * FedaPay's dashboard, and what the carrier must decide (a payment received twice, on a cancelled
 * request…).
 */
export function OnlinePaymentsTab() {
  const [status, setStatus] = useState<"pending" | "all">("pending");
  const list = useAdminOnlinePayments(status === "pending" ? { status: "pending" } : {});
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Paiements à afficher</legend>
        {(
          [
            ["pending", "En attente de confirmation"],
            ["all", "Tous"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="online-status"
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorMessage error={list.error} />
      ) : list.data.length === 0 ? (
        <p className="text-stone-600">
          {status === "pending"
            ? "Aucun paiement en ligne en attente."
            : "Aucun paiement en ligne pour l'instant."}
        </p>
      ) : (
        <ul
          aria-label="Paiements en ligne"
          className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
        >
          {list.data.map((payment) => (
            <OnlinePaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OnlinePaymentRow({ payment }: { payment: AdminOnlinePayment }) {
  const text = onlinePaymentTexts(payment);
  return (
    <li className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900 wrap-anywhere">
          {payment.description}{" "}
          <span className="font-mono text-sm font-normal text-stone-600">{payment.trackingCode}</span>
        </p>
        <p className="text-sm text-stone-700">
          {payment.clientName ?? "Client supprimé"} · {text.what} · ouvert le {text.openedAt}
        </p>
        <p className="font-mono text-xs text-stone-600 break-all">{text.provider}</p>
        {text.problem && <p className="mt-1 text-sm font-medium text-red-800">{text.problem}</p>}
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-bold text-stone-900 whitespace-nowrap">{text.amount}</span>
        <StatusPill label={text.status} tone={TONES[payment.status]} />
        {text.recorded && <span className="text-xs text-green-800">{text.recorded}</span>}
      </div>
    </li>
  );
}

/** In the parcel's dialog: its online payments, when it has any. */
export function ParcelOnlinePayments({ parcelId }: { parcelId: string }) {
  const list = useAdminOnlinePayments({ parcelId });
  if (!list.data || list.data.length === 0) return null;
  return (
    <section aria-label="Paiements en ligne du colis" className="rounded-xl border border-stone-200 p-3">
      <h3 className="text-sm font-semibold text-stone-900">Paiements en ligne</h3>
      <ul className="mt-2 space-y-2">
        {list.data.map((payment) => {
          const text = onlinePaymentTexts(payment);
          return (
            <li key={payment.id} className="text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <StatusPill label={text.status} tone={TONES[payment.status]} />
                <span className="font-semibold">{text.amount}</span>
              </span>
              <span className="block font-mono text-xs text-stone-600 break-all">{text.provider}</span>
              {text.problem && <span className="block text-xs text-red-800">{text.problem}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
