import { useEffect, useId, useRef } from "react";
import { Button } from "#client/ui/button";
import type { SavedRecipient } from "#shared/recipients/recipient";
import { RecipientSummary } from "./recipient-details";

/**
 * One saved recipient on the profile, and 'Oublier' asked twice in place, as the profile ends a device
 * (docs/product/accounts.md#sessions): the confirmation opens below the row with the focus on its
 * button, and 'Annuler' gives the focus back to 'Oublier'.
 */
export function SavedRecipientItem({
  recipient,
  confirming,
  pending,
  onAsk,
  onCancel,
  onConfirm,
}: {
  recipient: SavedRecipient;
  confirming: boolean;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const triggerId = useId();
  const cancel = () => {
    onCancel();
    document.getElementById(triggerId)?.focus();
  };
  return (
    <li className="py-4">
      {/* Stacked on a phone, the button beside the recipient from sm up. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <RecipientSummary recipient={recipient} />
        <Button
          id={triggerId}
          variant="secondary"
          // The visible word starts the name; the recipient's name tells one button from the next.
          aria-label={`Oublier ${recipient.name}`}
          aria-expanded={confirming}
          onClick={onAsk}
          className="w-full shrink-0 sm:w-auto"
        >
          Oublier
        </Button>
      </div>
      {confirming && (
        <ForgetConfirmation name={recipient.name} pending={pending} onConfirm={onConfirm} onCancel={cancel} />
      )}
    </li>
  );
}

function ForgetConfirmation({
  name,
  pending,
  onConfirm,
  onCancel,
}: {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    boxRef.current?.querySelector("button")?.focus();
  }, []);
  return (
    <div
      ref={boxRef}
      className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {/* The question is the legend: a screen reader names the two buttons' group with it. */}
      <fieldset>
        <legend className="wrap-anywhere">
          Oublier {name} ? Il ne sera plus proposé à votre prochaine demande ; vos colis ne changent pas.
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={pending} onClick={onConfirm}>
            {pending ? "Un instant…" : "Oui, oublier"}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            Annuler
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
