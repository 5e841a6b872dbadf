import { X } from "lucide-react";

/** The ✕ that closes a notice ('Fermer le message'), the Notice's `action`. */
export function CloseMessageButton({
  onClick,
  className = "-m-1 inline-flex size-8 items-center justify-center rounded-md hover:bg-black/5",
}: {
  onClick: () => void;
  className?: string;
}) {
  return (
    <button type="button" aria-label="Fermer le message" className={className} onClick={onClick}>
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}
