import { useEffect, useId, useRef } from "react";
import { Button } from "#client/ui/button";

/**
 * Ending a device is asked twice, in place rather than in a dialog (docs/product/accounts.md#sessions):
 * the button opens this confirmation below it, and 'Annuler' gives it the focus back.
 */

/** What every button that ends sessions takes from the section. */
export type EndingProps = {
  confirming: boolean;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The id of a button that opens a confirmation, and a cancel that gives it the focus back. */
export function useConfirmTrigger(onCancel: () => void) {
  const triggerId = useId();
  const cancel = () => {
    onCancel();
    document.getElementById(triggerId)?.focus();
  };
  return { triggerId, cancel };
}

/** The second step of an ending, in place: the focus lands on the confirming button. */
export function ConfirmStep({
  question,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
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
        <legend>{question}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={pending} onClick={onConfirm}>
            {pending ? "Déconnexion…" : confirmLabel}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            Annuler
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
