import { CircleCheck, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { ApiError } from "#client/lib/api-client";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Notice } from "#client/ui/notice";
import type { ParcelStatus } from "#shared/parcels/status";
import { STATUS_LABELS } from "#shared/parcels/status";
import { allowedNextStatuses, defaultStatusNote } from "#shared/parcels/transitions";
import type { WeighIn } from "#shared/parcels/weigh-in";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { type ParcelAction, type RunAction, useParcelAction } from "./admin-api";
import { BalancePanel } from "./balance-panel";
import { MoneyConfirmDialog } from "./money-confirm-dialog";
import { type MoneyAction, moneyConfirmation } from "./money-confirmation";
import { NoteAndLocationFields } from "./note-and-location-fields";
import { chooseStatus, initialStatusDraft, type StatusDraft } from "./status-draft";
import { EMPTY_WEIGH_IN, readWeighIn, type WeighInDraft, WeighInFields } from "./weigh-in-fields";

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
  const [confirming, setConfirming] = useState<MoneyAction | null>(null);
  const expectedStatus = parcel.status;

  const run: RunAction = (input, success, onSettled) => {
    setDone(null);
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
        onSubmit={(to, note, location, weighIn) =>
          run(
            { kind: "status", expectedStatus, to, note, location, ...(weighIn ? { weighIn } : {}) },
            `Statut mis à jour : ${STATUS_LABELS[to]}.`,
          )
        }
      />
      <BalancePanel parcel={parcel} pending={action.isPending} run={run} />
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

/**
 * Pick the next status among the allowed ones (a disabled one says why), with its note prefilled and
 * editable (docs/product/administration.md#transitions). An emptied note is sent as is: the server
 * records its default note.
 */
function StatusChangeForm({
  parcel,
  pending,
  onSubmit,
}: {
  parcel: ParcelDetail;
  pending: boolean;
  onSubmit: (to: ParcelStatus, note: string, location: string, weighIn: WeighIn | null) => void;
}) {
  const options = allowedNextStatuses({ ...parcel, balanceState: parcel.balance?.state ?? null });
  const [draft, setDraft] = useState<StatusDraft>(() => initialStatusDraft(options));
  const [location, setLocation] = useState("");
  const [weighing, setWeighing] = useState<WeighInDraft>(EMPTY_WEIGH_IN);
  const [weighInError, setWeighInError] = useState<string | null>(null);
  const id = useId();
  // Reception is the weigh-in: the measured weight is asked for (docs/product/departures.md#weigh-in).
  const weighs = draft.to === "received";
  // Controlled: the note follows the chosen status. The panel shows the call's outcome.
  const form = useFormSubmit({
    read: () => ({ ...draft, location }),
    validate: () => {
      if (!draft.to || pending) return { ok: false, fieldErrors: {} };
      const read = weighs ? readWeighIn(weighing) : null;
      setWeighInError(read && !read.ok ? read.message : null);
      if (read && !read.ok) return { ok: false, fieldErrors: {} };
      return {
        ok: true,
        data: { to: draft.to, note: draft.note, location, weighIn: read?.ok ? read.weighIn : null },
      };
    },
    call: ({ to, note, location, weighIn }) => onSubmit(to, note, location, weighIn),
  });
  if (options.length === 0) return null;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-3">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">Changer le statut</legend>
        <div className="mt-2 space-y-2">
          {options.map((option) => {
            const checked = draft.to === option.to;
            const reasonId = `${id}-${option.to}-reason`;
            return (
              <div key={option.to}>
                <label
                  className={`flex min-h-11 items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium ${
                    !option.enabled
                      ? "cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500"
                      : checked
                        ? "cursor-pointer border-brand-600 bg-brand-50 text-brand-900"
                        : "cursor-pointer border-stone-300 bg-white text-stone-800 hover:border-stone-400"
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-next-status`}
                    value={option.to}
                    checked={checked}
                    disabled={!option.enabled}
                    aria-describedby={option.reason ? reasonId : undefined}
                    onChange={() => setDraft((old) => chooseStatus(old, options, option.to))}
                    className="size-4 accent-brand-700"
                  />
                  {STATUS_LABELS[option.to]}
                </label>
                {option.reason && (
                  <p id={reasonId} className="mt-1 text-xs text-red-700">
                    {option.reason}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      {weighs && <WeighInFields draft={weighing} onChange={setWeighing} error={weighInError} />}
      <NoteAndLocationFields
        note={draft.note}
        onNoteChange={(note) => setDraft((old) => ({ ...old, note }))}
        notePlaceholder={draft.to ? defaultStatusNote(draft.to) : ""}
        location={location}
        onLocationChange={setLocation}
        locationPlaceholder="Ex. : Entrepôt de Lomé"
      />
      <Button type="submit" className="w-full" disabled={pending || draft.to === null}>
        Mettre à jour le statut
      </Button>
    </form>
  );
}
