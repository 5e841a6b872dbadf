import { Camera } from "lucide-react";
import { useId } from "react";

/**
 * A photo taken with the phone's camera or picked from its gallery (the scale photo at reception, the
 * handover photo at the arrival), given to `onFile` as soon as chosen. The input is hidden behind its
 * label, which looks like a button.
 */
export function PhotoUploadButton({
  label,
  pending,
  onFile,
}: {
  label: string;
  pending: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:border-stone-400"
      >
        <Camera aria-hidden="true" className="size-4 shrink-0" />
        {pending ? "Envoi de la photo…" : label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so that choosing the same file again still sends it.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
