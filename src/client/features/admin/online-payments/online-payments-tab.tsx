import { useRef, useState } from "react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Spinner } from "#client/ui/spinner";
import { StatusPill } from "#client/ui/status-badge";
import type { StatusTone } from "#shared/parcels/status";
import {
  type AdminOnlinePayment,
  isToHandle,
  MARK_REFUNDED_LABEL,
  type OnlinePaymentStatus,
  TO_HANDLE_LABEL,
} from "#shared/payments/online-payment";
import { Modal } from "../common/modal";
import { onlinePaymentTexts } from "./online-payment-texts";
import {
  useAdminOnlinePayments,
  useMarkOnlinePaymentRefunded,
  useOnlinePaymentsSummary,
} from "./online-payments-api";

const TONES: Record<OnlinePaymentStatus, StatusTone> = {
  pending: "yellow",
  approved: "green",
  declined: "red",
  canceled: "red",
  expired: "orange",
};

type View = "to_handle" | "pending" | "all";

const VIEWS: readonly (readonly [View, string])[] = [
  ["to_handle", TO_HANDLE_LABEL],
  ["pending", "En attente de confirmation"],
  ["all", "Tous"],
];

const EMPTY: Record<View, string> = {
  to_handle: "Aucun paiement en ligne à traiter.",
  pending: "Aucun paiement en ligne en attente.",
  all: "Aucun paiement en ligne pour l'instant.",
};

/**
 * « Paiements en ligne » (docs/product/online-payment.md#admin): every checkout opened with the
 * provider, with the provider's transaction number to find it in FedaPay's dashboard. It opens on
 * « À traiter » when an approved payment could not be recorded (paid twice, on a cancelled request…:
 * money held for the client, #not-recorded), else on the pending ones; the carrier's choice then stays.
 */
export function OnlinePaymentsTab() {
  const summary = useOnlinePaymentsSummary();
  const [chosen, setChosen] = useState<View | null>(null);
  const toHandle = summary.data?.toHandle ?? 0;
  // Decided once, on the first count: handling the last one does not switch the list under the carrier.
  const opening = useRef<View | null>(null);
  if (opening.current === null && summary.data) opening.current = toHandle > 0 ? "to_handle" : "pending";
  const view: View = chosen ?? opening.current ?? "pending";
  const list = useAdminOnlinePayments(
    view === "to_handle" ? { toHandle: true } : view === "pending" ? { status: "pending" } : {},
  );
  if (summary.isPending && chosen === null) return <Spinner />;
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Paiements à afficher</legend>
        {VIEWS.map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="online-status"
              checked={view === value}
              onChange={() => setChosen(value)}
            />
            {label}
            {value === "to_handle" && toHandle > 0 && <ToHandleCount count={toHandle} short />}
          </label>
        ))}
      </fieldset>
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorMessage error={list.error} />
      ) : list.data.length === 0 ? (
        <p className="text-stone-600">{EMPTY[view]}</p>
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

/** The red badge of « À traiter »: `2 à traiter` on the dashboard's tab, the bare count beside the filter. */
export function ToHandleCount({ count, short = false }: { count: number; short?: boolean }) {
  return (
    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
      {count}
      <span className={short ? "sr-only" : undefined}> {TO_HANDLE_LABEL.toLowerCase()}</span>
    </span>
  );
}

function OnlinePaymentRow({ payment }: { payment: AdminOnlinePayment }) {
  const text = onlinePaymentTexts(payment);
  const [confirming, setConfirming] = useState(false);
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
        {text.problem && !text.refunded && (
          <p className="mt-1 text-sm font-medium text-red-800">{text.problem}</p>
        )}
        {text.refunded && <p className="mt-1 text-sm font-medium text-green-800">{text.refunded}</p>}
        {isToHandle(payment) && (
          <Button variant="secondary" className="mt-2" onClick={() => setConfirming(true)}>
            {MARK_REFUNDED_LABEL}
          </Button>
        )}
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-bold text-stone-900 whitespace-nowrap">{text.amount}</span>
        <StatusPill label={text.status} tone={TONES[payment.status]} />
        {text.recorded && <span className="text-xs text-green-800">{text.recorded}</span>}
      </div>
      {confirming && <RefundDialog payment={payment} onClose={() => setConfirming(false)} />}
    </li>
  );
}

/** The confirmation of `Marquer comme remboursé`: only its button sends `confirmed: true`. */
function RefundDialog({ payment, onClose }: { payment: AdminOnlinePayment; onClose: () => void }) {
  const text = onlinePaymentTexts(payment);
  const refund = useMarkOnlinePaymentRefunded();
  return (
    <Modal title="Marquer le paiement comme remboursé" onClose={onClose} size="sm">
      <div className="space-y-4">
        <p className="text-stone-800">
          Confirmez que vous avez rendu {text.amount} à {payment.clientName ?? "ce client"} (virement, Mobile
          Money ou depuis le tableau de bord du prestataire). Le paiement ne sera plus compté comme à traiter,
          et l'historique du colis le dira.
        </p>
        <p className="font-mono text-xs text-stone-600 break-all">{text.provider}</p>
        {refund.error ? <ErrorMessage error={refund.error} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button disabled={refund.isPending} onClick={() => refund.mutate(payment, { onSuccess: onClose })}>
            {MARK_REFUNDED_LABEL}
          </Button>
        </div>
      </div>
    </Modal>
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
              {text.problem && !text.refunded && (
                <span className="block text-xs text-red-800">{text.problem}</span>
              )}
              {text.refunded && <span className="block text-xs text-green-800">{text.refunded}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
