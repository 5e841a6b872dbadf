import { useId, useState } from "react";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import {
  DEPARTURE_MOVES,
  type DepartureMoveResult,
  departureMoveBodySchema,
  movedSummary,
  nothingMovedMessage,
} from "#shared/departures/departure-moves";
import { type ParcelStatus, STATUS_LABELS } from "#shared/parcels/status";
import { defaultStatusNote } from "#shared/parcels/transitions";
import { Modal } from "../common/modal";
import { NoteAndLocationFields } from "../common/note-and-location-fields";
import { chooseStatus, initialStatusDraft, type StatusDraft } from "../parcels/status-draft";
import { useDepartureMove } from "./departure-queries";

export type DepartureMoveDialogProps = {
  departure: { id: string; label: string };
  /** How many of the departure's parcels are in each status: only moves with parcels are offered. */
  counts: Partial<Record<ParcelStatus, number>>;
  onClose(): void;
  /** Called once a move was made (even if every parcel was refused); the admin lists refresh by themselves. */
  onMoved?(): void;
};

/**
 * Moves all the parcels of a departure that are in one status to the next
 * (docs/product/departures.md#whole-departure-move): only the moves of the table a departure may make
 * and that have parcels are offered; the note starts as the move's own note and follows the choice
 * until edited. The answer says how many moved and lists the others with the reason.
 */
export function DepartureMoveDialog({ departure, counts, onClose, onMoved }: DepartureMoveDialogProps) {
  const options = DEPARTURE_MOVES.filter(
    // 'Livré' is each parcel's own handover, with its collection code or the recipient's ID
    // (docs/product/recipients.md#collection-code): the server refuses it for a whole departure.
    (rule) => rule.to !== "delivered" && (counts[rule.from] ?? 0) > 0,
  ).map((rule) => ({
    ...rule,
    enabled: true,
    count: counts[rule.from] ?? 0,
  }));
  const move = useDepartureMove(departure.id);
  const [draft, setDraft] = useState<StatusDraft>(() => initialStatusDraft(options));
  const [location, setLocation] = useState("");
  const [result, setResult] = useState<{ to: ParcelStatus; answer: DepartureMoveResult } | null>(null);
  const chosen = options.find((option) => option.to === draft.to) ?? null;
  const id = useId();

  const form = useFormSubmit({
    read: () => ({ from: chosen?.from, to: chosen?.to, note: draft.note, location }),
    schema: departureMoveBodySchema,
    call: async (body) => {
      const answer = await move.mutateAsync(body);
      setResult({ to: body.to, answer });
    },
    onSuccess: () => onMoved?.(),
  });
  // A refusal of the whole request (the move, the note's length…) as one message above the button.
  const problems = [...new Set([form.message, ...Object.values(form.fieldErrors)].filter(Boolean))];

  return (
    <Modal title="Changer le statut du départ" onClose={onClose}>
      <p className="mb-4 text-sm text-stone-700">
        Départ : <strong className="text-stone-900">{departure.label}</strong>
      </p>
      {result ? (
        <MoveResult to={result.to} result={result.answer} onClose={onClose} />
      ) : options.length === 0 ? (
        <div className="space-y-4">
          <Notice tone="info">
            Aucun colis de ce départ ne peut changer de statut ensemble. Les passages en « Reçu » (pesée), en
            « Livré » (remise au destinataire), l'acceptation et le refus se font colis par colis.
          </Notice>
          <Button variant="secondary" className="w-full" onClick={onClose}>
            Fermer
          </Button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">Déplacer les colis</legend>
            <div className="mt-2 space-y-2">
              {options.map((option) => {
                const checked = draft.to === option.to;
                return (
                  <label
                    key={`${option.from}-${option.to}`}
                    className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium ${
                      checked
                        ? "border-brand-600 bg-brand-50 text-brand-900"
                        : "border-stone-300 bg-white text-stone-800 hover:border-stone-400"
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${id}-move`}
                      value={option.to}
                      checked={checked}
                      onChange={() => setDraft((old) => chooseStatus(old, options, option.to))}
                      className="size-4 accent-brand-700"
                    />
                    {`${STATUS_LABELS[option.from]} → ${STATUS_LABELS[option.to]} (${option.count} colis)`}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <NoteAndLocationFields
            note={draft.note}
            onNoteChange={(note) => setDraft((old) => ({ ...old, note }))}
            notePlaceholder={draft.to ? defaultStatusNote(draft.to) : ""}
            location={location}
            onLocationChange={setLocation}
            locationPlaceholder="Aéroport CDG"
            errors={{ note: form.fieldErrors.note, location: form.fieldErrors.location }}
          />
          <p className="text-sm text-stone-600">
            Chaque colis suit les mêmes règles qu'un changement de statut seul ; ceux qui ne peuvent pas
            partir restent où ils sont. Chaque client reçoit un seul e-mail pour ses colis.
          </p>
          {problems.length > 0 && (
            <Notice tone="error">
              <p data-form-message tabIndex={-1} className="focus:outline-none">
                {problems.join(" ")}
              </p>
            </Notice>
          )}
          <SubmitButton loading={form.loading} className="w-full">
            {`Déplacer ${chosen?.count ?? 0} colis`}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}

function MoveResult({
  to,
  result,
  onClose,
}: {
  to: ParcelStatus;
  result: DepartureMoveResult;
  onClose: () => void;
}) {
  return (
    <div className="space-y-4">
      {result.moved.length > 0 ? (
        <Notice tone="success">{movedSummary(result.moved.length, to)}</Notice>
      ) : (
        <Notice tone="error">{nothingMovedMessage(to)}</Notice>
      )}
      {result.refused.length > 0 && (
        <section aria-labelledby="departure-move-refused" className="space-y-2">
          <h3 id="departure-move-refused" className="text-sm font-semibold text-stone-900">
            {`${result.refused.length} colis non déplacé${result.refused.length > 1 ? "s" : ""}`}
          </h3>
          <ul className="space-y-2">
            {result.refused.map((parcel) => (
              <li
                key={parcel.id}
                className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm wrap-anywhere"
              >
                <p className="font-medium text-stone-900">{parcel.name}</p>
                <p className="text-xs text-stone-600">{parcel.id}</p>
                <p className="mt-1 text-amber-900">{parcel.reason}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button variant="secondary" className="w-full" onClick={onClose}>
        Fermer
      </Button>
    </div>
  );
}
