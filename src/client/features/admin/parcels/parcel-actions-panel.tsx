import { CircleCheck, RotateCcw } from "lucide-react";
import { useState } from "react";
import { ApiError } from "#client/lib/api-client";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Notice } from "#client/ui/notice";
import { STATUS_LABELS } from "#shared/parcels/status";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { BalancePanel } from "../payments/balance-panel";
import { MoneyConfirmDialog } from "../payments/money-confirm-dialog";
import { type MoneyAction, moneyConfirmation } from "../payments/money-confirmation";
import { type ParcelAction, type RunAction, useParcelAction } from "./parcel-queries";
import { ScalePhoto } from "./scale-photo";
import { StatusChangeForm } from "./status-change-form";

const isStale = (error: unknown) => error instanceof ApiError && error.code === "STALE_PARCEL";

/**
 * The dialog's actions: mark as paid while unpaid and reset, each behind its confirmation
 * (docs/product/administration.md#confirmations), and the table's next statuses with their notes
 * (#transitions). Each names the status shown, so a parcel changed meanwhile answers 409 and the
 * dialog shows the fresh state.
 */
export function ParcelActionsPanel({ parcel }: { parcel: ParcelDetail }) {
  const action = useParcelAction(parcel.id);
  const [done, setDone] = useState<string | null>(null);
  // A handover recorded but whose photo did not go: said apart, the photo can be added again.
  const [photoError, setPhotoError] = useState<string | null>(null);
  // A handover refused because the parcel changed: its form is gone with the old status.
  const [staleHandover, setStaleHandover] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<MoneyAction | null>(null);
  const expectedStatus = parcel.status;

  const run: RunAction = (input, success, onSettled) => {
    setDone(null);
    setPhotoError(null);
    setStaleHandover(null);
    action.mutate(input, {
      onSuccess: () => {
        setDone(success);
        onSettled?.();
      },
      // A parcel changed meanwhile: the confirmation described a state that is gone, so it closes
      // and the panel says why, over the fresh parcel.
      onError: (error) => {
        if (isStale(error)) onSettled?.();
      },
    });
  };
  const open = (kind: MoneyAction) => {
    action.reset();
    setDone(null);
    setConfirming(kind);
  };
  const close = () => {
    action.reset();
    setConfirming(null);
  };
  const confirm = (reason: string | null) => {
    if (!confirming) return;
    const success = moneyConfirmation(confirming, parcel).success;
    const input: ParcelAction =
      confirming === "mark-paid"
        ? { kind: "mark-paid", expectedStatus, confirmed: true }
        : { kind: "reset", expectedStatus, confirmed: true, ...(reason ? { reason } : {}) };
    run(input, success, () => setConfirming(null));
  };

  return (
    <section aria-label="Actions" className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      {done && <Notice tone="success">{done}</Notice>}
      {staleHandover && <Notice tone="info">{staleHandover}</Notice>}
      {photoError && (
        <Notice tone="error">
          La photo n'a pas été envoyée : {photoError} Ajoutez-la depuis « Remise du colis ».
        </Notice>
      )}
      {action.error &&
        !confirming &&
        (isStale(action.error) ? (
          <Notice tone="info">{action.error.message}</Notice>
        ) : (
          <ErrorMessage error={action.error} />
        ))}
      {!parcel.paid && (
        <Button className="w-full" disabled={action.isPending} onClick={() => open("mark-paid")}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Marquer comme payé
        </Button>
      )}
      <StatusChangeForm
        // A new status (or payment) means new choices and a new note: the form starts again.
        key={`${parcel.status}:${parcel.paid}`}
        parcel={parcel}
        pending={action.isPending}
        onHandedOver={(success, photoError) => {
          action.reset();
          setStaleHandover(null);
          setDone(success);
          setPhotoError(photoError);
        }}
        onStale={(message) => {
          action.reset();
          setDone(null);
          setStaleHandover(message);
        }}
        onSubmit={(to, note, location, weighIn) =>
          run(
            { kind: "status", expectedStatus, to, note, location, ...(weighIn ? { weighIn } : {}) },
            `Statut mis à jour : ${STATUS_LABELS[to]}.`,
          )
        }
      />
      <BalancePanel parcel={parcel} pending={action.isPending} run={run}>
        <ScalePhoto parcel={parcel} />
      </BalancePanel>
      <Button
        variant="secondary"
        className="w-full"
        disabled={action.isPending}
        onClick={() => open("reset")}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Réinitialiser le statut
      </Button>
      {confirming && (
        <MoneyConfirmDialog
          action={confirming}
          parcel={parcel}
          pending={action.isPending}
          error={isStale(action.error) ? null : action.error}
          onConfirm={confirm}
          onCancel={close}
        />
      )}
    </section>
  );
}
