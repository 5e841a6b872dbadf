import { X } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useRef } from "react";

/**
 * A modal built on the native <dialog>: focus trap, Escape and the backdrop come from the browser.
 * Full screen on a phone, a centred card from `sm` up (h-fit: a modal dialog is pinned to all four
 * edges by the browser, so `height: auto` would stretch it to the whole window). A confirmation
 * (`size="sm"`) stays a card on a phone too, so the page it confirms something about stays behind it.
 */
export function Modal({
  title,
  onClose,
  children,
  size = "md",
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A layout effect: its clean-up closes the dialog while it is still in the page, so the browser
  // gives focus back to the button that opened it (a passive effect would run once it is removed).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const frame =
    size === "sm"
      ? "m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl shadow-xl"
      : `m-0 h-dvh max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:rounded-2xl sm:shadow-xl ${size === "lg" ? "sm:max-w-3xl" : "sm:max-w-lg"}`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React passes a nested dialog's Escape up to its parents: only the top one closes.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      className={`bg-white p-0 backdrop:bg-stone-900/50 ${frame}`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-5 py-4">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold wrap-anywhere text-stone-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fermer"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-5">{children}</div>
    </dialog>
  );
}
