import { Scale } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "#client/ui/button";
import { compactInputClasses } from "#client/ui/input-styles";
import { type BalanceActionBody, NOTE_MAX_LENGTH, PUBLIC_REASON_HINT } from "#shared/admin/admin-parcels";
import { formatKg } from "#shared/departures/departure-text";
import { balanceText, WAIVE_NOTE_REQUIRED_MESSAGE } from "#shared/parcels/weigh-in";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { PublicTextHint } from "../common/public-text-hint";

type Asking = "validate" | "waive" | "refund" | null;

/** A balance action, sent by the dialog's runner (parcels/parcel-queries.ts), which sends every action. */
export type BalanceAction = { kind: `balance/${Exclude<Asking, null>}` } & BalanceActionBody;

const QUESTIONS: Record<Exclude<Asking, null>, { question: string; confirm: string; success: string }> = {
  validate: {
    question: "Confirmez-vous avoir reçu ce complément ? Le client recevra un e-mail.",
    confirm: "Confirmer le complément reçu",
    success: "Complément validé.",
  },
  waive: {
    question: "Le client n'aura rien de plus à payer. Indiquez pourquoi ; il recevra un e-mail.",
    confirm: "Annuler le complément",
    success: "Complément annulé.",
  },
  refund: {
    question: "Confirmez-vous avoir remboursé ce trop-perçu au client ? Il recevra un e-mail.",
    confirm: "Confirmer le remboursement",
    success: "Remboursement enregistré.",
  },
};

/**
 * The weigh-in's outcome in the action dialog (docs/product/departures.md#weigh-in): measured weight,
 * balance, the carrier's money actions on it (each confirmed in place before it is sent), then
 * `children`: the photo of the parcel on the scale.
 */
export function BalancePanel({
  parcel,
  pending,
  run,
  children,
}: {
  parcel: ParcelDetail;
  pending: boolean;
  run: (input: BalanceAction, success: string, onSettled?: () => void) => void;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const hintId = useId();
  if (parcel.measuredWeightGrams === null) return null;
  const balance = parcel.balance;

  const send = () => {
    if (!asking) return;
    if (asking === "waive" && note.trim() === "") {
      setNoteError(WAIVE_NOTE_REQUIRED_MESSAGE);
      return;
    }
    run(
      {
        kind: `balance/${asking}`,
        expectedStatus: parcel.status,
        confirmed: true,
        ...(asking === "waive" ? { note } : {}),
      },
      QUESTIONS[asking].success,
      () => setAsking(null),
    );
  };

  return (
    <section aria-label="Pesée" className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 text-sm">
      <p className="font-medium text-stone-900">
        <Scale aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px]" />
        Poids mesuré : {formatKg(parcel.measuredWeightGrams)} kg
      </p>
      {parcel.weightGrams !== null && (
        <p className="text-stone-600">Poids annoncé : {formatKg(parcel.weightGrams)} kg</p>
      )}
      {balance && (
        <p
          className={`font-semibold ${balance.state === "due" ? "text-amber-800" : balance.state === "refund_due" ? "text-sky-800" : "text-stone-700"}`}
        >
          {balanceText(balance)}
          {balance.state === "due" && balance.proofReceived && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs">Preuve reçue</span>
          )}
        </p>
      )}
      {asking ? (
        <div className="space-y-2 rounded-lg bg-stone-50 p-2">
          <p>{QUESTIONS[asking].question}</p>
          {asking === "waive" && (
            <label className="block text-stone-700">
              Motif (obligatoire)
              <textarea
                value={note}
                maxLength={NOTE_MAX_LENGTH}
                rows={2}
                onChange={(event) => {
                  setNote(event.target.value);
                  setNoteError(null);
                }}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={hintId}
                className={`mt-1 ${compactInputClasses()}`}
              />
              {noteError && <span className="block font-medium text-red-700">{noteError}</span>}
            </label>
          )}
          {/* Recorded as the history's 'motif' (docs/product/departures.md#weigh-in). */}
          {asking === "waive" && <PublicTextHint id={hintId}>{PUBLIC_REASON_HINT}</PublicTextHint>}
          <div className="flex flex-col gap-2">
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={pending}>
              Retour
            </Button>
            <Button onClick={send} disabled={pending}>
              {QUESTIONS[asking].confirm}
            </Button>
          </div>
        </div>
      ) : balance?.state === "due" ? (
        // A column: the dialog's actions column is narrow on a desktop too.
        <div className="flex flex-col gap-2">
          <Button onClick={() => setAsking("validate")} disabled={pending}>
            Valider le complément
          </Button>
          <Button variant="secondary" onClick={() => setAsking("waive")} disabled={pending}>
            Annuler le complément
          </Button>
        </div>
      ) : balance?.state === "refund_due" ? (
        <Button variant="secondary" onClick={() => setAsking("refund")} disabled={pending}>
          Marquer comme remboursé
        </Button>
      ) : null}
      {children}
    </section>
  );
}
