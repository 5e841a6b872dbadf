import { useEffect, useId, useRef } from "react";
import { Button } from "./button";

/**
 * A second step asked in place rather than in a dialog (ending a device, forgetting a recipient): the
 * button opens this confirmation below it with the focus on the confirming button, and 'Annuler'
 * gives the focus back to the button (`useConfirmTrigger`).
 */

/** The id of a button that opens a confirmation, and a cancel that gives it the focus back. */
export function useConfirmTrigger(onCancel: () => void) {
  const triggerId = useId();
  const cancel = () => {
    onCancel();
    document.getElementById(triggerId)?.focus();
  };
  return { triggerId, cancel };
}

/** The second step, in place: the focus lands on the confirming button. */
export function ConfirmStep({
  question,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  /** What the confirming button says while the request runs. */
  pendingLabel: string;
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
        <legend className="wrap-anywhere">{question}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            Annuler
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
