import { CircleCheck, RotateCcw } from "lucide-react";
import { useState } from "react";
import { LOCATION_MAX_LENGTH, NOTE_MAX_LENGTH } from "../../../shared/admin/admin-parcels";
import { STATUS_LABELS } from "../../../shared/parcels/status";
import { allowedNextStatuses, defaultStatusNote } from "../../../shared/parcels/transitions";
import type { ParcelDetail } from "../../../shared/tracking/tracking-schemas";
import { ApiError } from "../../lib/api-client";
import { Button } from "../../ui/button";
import { ErrorMessage } from "../../ui/error-message";
import { Notice } from "../../ui/notice";
import { useParcelAction } from "./admin-api";

const FIELD =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm";

/**
 * The dialog's actions (seed §4): mark as paid while unpaid, the table's next statuses only (a
 * disabled one says why), and reset. Each names the status shown, so a parcel changed meanwhile
 * answers 409 and the dialog shows the fresh state (A10).
 */
export function ParcelActionsPanel({ parcel }: { parcel: ParcelDetail }) {
  const action = useParcelAction(parcel.id);
  const [note, setNote] = useState("");
  const [location, setLocation] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const options = allowedNextStatuses(parcel);
  const expectedStatus = parcel.status;
  const run = (input: Parameters<typeof action.mutate>[0], success: string) => {
    setDone(null);
    action.mutate(input, {
      onSuccess: () => {
        setDone(success);
        setNote("");
        setLocation("");
      },
    });
  };
  const stale = action.error instanceof ApiError && action.error.code === "STALE_PARCEL";
  return (
    <section aria-label="Actions" className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      {done && <Notice tone="success">{done}</Notice>}
      {action.error &&
        (stale ? <Notice tone="info">{action.error.message}</Notice> : <ErrorMessage error={action.error} />)}
      {!parcel.paid && (
        <Button
          className="w-full"
          disabled={action.isPending}
          onClick={() => run({ kind: "mark-paid", expectedStatus }, "Paiement validé : demande acceptée.")}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          Marquer comme payé
        </Button>
      )}
      {options.length > 0 && (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-stone-900">Changer le statut</h3>
          <label className="block text-sm text-stone-700">
            Note (facultative)
            <textarea
              value={note}
              maxLength={NOTE_MAX_LENGTH}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
              placeholder={options[0] ? defaultStatusNote(options[0].to) : ""}
              className={FIELD}
            />
          </label>
          <label className="block text-sm text-stone-700">
            Lieu (facultatif)
            <input
              value={location}
              maxLength={LOCATION_MAX_LENGTH}
              onChange={(event) => setLocation(event.target.value)}
              placeholder="Ex. : Entrepôt de Lomé"
              className={FIELD}
            />
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {options.map((option) => (
              <div key={option.to} className="sm:flex-1">
                <Button
                  variant={option.to === "rejected" ? "secondary" : "primary"}
                  className="w-full"
                  disabled={!option.enabled || action.isPending}
                  onClick={() =>
                    run(
                      { kind: "status", expectedStatus, to: option.to, note, location },
                      `Statut mis à jour : ${STATUS_LABELS[option.to]}.`,
                    )
                  }
                >
                  {STATUS_LABELS[option.to]}
                </Button>
                {option.reason && (
                  <p role="alert" className="mt-1 text-xs text-red-700">
                    {option.reason}
                  </p>
                )}
              </div>
            ))}
          </div>
        </div>
      )}
      <Button
        variant="secondary"
        className="w-full"
        disabled={action.isPending}
        onClick={() => run({ kind: "reset", expectedStatus }, "Statut réinitialisé : en attente.")}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Réinitialiser le statut
      </Button>
    </section>
  );
}
