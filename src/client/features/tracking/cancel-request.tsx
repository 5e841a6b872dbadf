import { CircleX } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "#client/lib/api-error";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { CANCEL_CONFIRM_QUESTION, CANCEL_CONFIRM_TEXT } from "#shared/parcels/client-actions";
import { useCancelRequest, useRefreshParcel } from "./parcel-actions-api";

// The shared button styles have no "destructive" look; whole class strings so that Tailwind finds them.
const BUTTON_BASE =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold " +
  "whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const DANGER_BUTTON = `${BUTTON_BASE} bg-red-700 text-white shadow-sm hover:bg-red-800`;
const CANCEL_BUTTON = `${BUTTON_BASE} border border-stone-300 bg-white text-red-800 shadow-sm hover:bg-red-50`;

/**
 * The confirmation: a native modal <dialog>, so focus stays inside, Escape closes it and the page
 * behind cannot be pressed; a centred card at every size, as it only asks one question.
 */
function ConfirmCancelDialog({
  parcelId,
  onClose,
  onRefused,
}: {
  parcelId: string;
  onClose: () => void;
  onRefused: (message: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const cancel = useCancelRequest(parcelId);
  const refresh = useRefreshParcel(parcelId);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: onClose,
      onError: (error) => {
        // Paid or taken in charge meanwhile (409): the panel shows the parcel as it now is, and why.
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          refresh();
          onRefused(error.message);
          onClose();
        }
      },
    });
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!cancel.isPending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-5 shadow-xl backdrop:bg-stone-900/50 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {CANCEL_CONFIRM_QUESTION}
      </h2>
      <p id={textId} className="mt-2 text-sm leading-relaxed text-stone-700">
        {CANCEL_CONFIRM_TEXT}
      </p>
      <ErrorMessage error={cancel.error} className="mt-4" />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          Non, garder la demande
        </Button>
        <button type="button" onClick={confirm} disabled={cancel.isPending} className={DANGER_BUTTON}>
          {cancel.isPending ? "Annulation…" : "Oui, annuler la demande"}
        </button>
      </div>
    </dialog>
  );
}

/**
 * 'Annuler la demande' for a pending request not yet paid (docs/product/parcels.md#client-cancel).
 * Nothing is sent before the dialog's confirmation.
 */
export function CancelRequest({
  parcelId,
  onRefused,
}: {
  parcelId: string;
  onRefused: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <button ref={openerRef} type="button" onClick={() => setOpen(true)} className={CANCEL_BUTTON}>
        <CircleX aria-hidden="true" className="size-4" />
        Annuler la demande
      </button>
      {open && (
        <ConfirmCancelDialog
          parcelId={parcelId}
          onRefused={onRefused}
          onClose={() => {
            setOpen(false);
            // Back to where the person was; the button is gone when the request was cancelled.
            openerRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
