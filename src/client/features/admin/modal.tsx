import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal built on the native <dialog>: focus trap, Escape and the backdrop come from the browser.
 * Full screen on a phone, a centred card from `sm` up (h-fit: a modal dialog is pinned to all four
 * edges by the browser, so `height: auto` would stretch it to the whole window).
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
  size?: "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 backdrop:bg-stone-900/50 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:rounded-2xl sm:shadow-xl ${size === "lg" ? "sm:max-w-3xl" : "sm:max-w-lg"}`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fermer"
          className="inline-flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-5">{children}</div>
    </dialog>
  );
}
