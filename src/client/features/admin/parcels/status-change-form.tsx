import { useId, useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import type { ParcelStatus } from "#shared/parcels/status";
import { STATUS_LABELS } from "#shared/parcels/status";
import { allowedNextStatuses, defaultStatusNote, type NextStatusOption } from "#shared/parcels/transitions";
import type { WeighIn } from "#shared/parcels/weigh-in";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { NoteAndLocationFields } from "../common/note-and-location-fields";
import { HandoverForm } from "../handover/handover-form";
import { chooseStatus, initialStatusDraft, type StatusDraft } from "./status-draft";
import { EMPTY_WEIGH_IN, readWeighIn, type WeighInDraft, WeighInFields } from "./weigh-in-fields";

/**
 * Pick the next status among the allowed ones (a disabled one says why), with its note prefilled and
 * editable (docs/product/administration.md#transitions). An emptied note is sent as is: the server
 * records its default note.
 */
export function StatusChangeForm({
  parcel,
  pending,
  onSubmit,
  onHandedOver,
  onStale,
}: {
  parcel: ParcelDetail;
  pending: boolean;
  onSubmit: (to: ParcelStatus, note: string, location: string, weighIn: WeighIn | null) => void;
  /** 'Livré' goes through the handover form, which makes its own call. */
  onHandedOver: (success: string, photoError: string | null) => void;
  onStale: (message: string) => void;
}) {
  const options = allowedNextStatuses({ ...parcel, balanceState: parcel.balance?.state ?? null });
  const [draft, setDraft] = useState<StatusDraft>(() => initialStatusDraft(options));
  const [location, setLocation] = useState("");
  const [weighing, setWeighing] = useState<WeighInDraft>(EMPTY_WEIGH_IN);
  const [weighInError, setWeighInError] = useState<string | null>(null);
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
  const choices = (
    <NextStatusChoices
      options={options}
      chosen={draft.to}
      onChoose={(to) => setDraft((old) => chooseStatus(old, options, to))}
    />
  );
  // 'Livré' needs the recipient's code or ID (docs/product/recipients.md#collection-code): the server
  // refuses it as a plain status change. Remounted once the code is locked, so the form starts over
  // on the identity check alone.
  if (draft.to === "delivered")
    return (
      <div className="space-y-3">
        {choices}
        <HandoverForm
          key={parcel.codeAttemptsLeft === 0 ? "locked" : "code"}
          parcel={parcel}
          defaultNote={draft.note}
          onDone={onHandedOver}
          onStale={onStale}
        />
      </div>
    );
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-3">
      {choices}
      {weighs && <WeighInFields draft={weighing} onChange={setWeighing} error={weighInError} />}
      <NoteAndLocationFields
        note={draft.note}
        onNoteChange={(note) => setDraft((old) => ({ ...old, note }))}
        notePlaceholder={draft.to ? defaultStatusNote(draft.to) : ""}
        location={location}
        onLocationChange={setLocation}
        locationPlaceholder="Ex. : Entrepôt de Lomé"
      />
      <Button type="submit" className="w-full" disabled={pending || draft.to === null}>
        Mettre à jour le statut
      </Button>
    </form>
  );
}

/** The moves leaving the parcel's status; a disabled one says why under it. */
function NextStatusChoices({
  options,
  chosen,
  onChoose,
}: {
  options: NextStatusOption[];
  chosen: ParcelStatus | null;
  onChoose: (to: ParcelStatus) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-900">Changer le statut</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => {
          const checked = chosen === option.to;
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
                  onChange={() => onChoose(option.to)}
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
  );
}
