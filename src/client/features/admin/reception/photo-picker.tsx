import { Camera, X } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { checkPhotoFile } from "#shared/parcel-photo-limits";
import { RECEPTION_LIMITS, TOO_MANY_ORDER_PHOTOS } from "#shared/shop-orders/reception-api";

/**
 * The photos of a received box, taken one after the other with the phone's camera (or picked from the
 * gallery, several at once), each checked as the server checks it, shown small with a button to
 * remove it. `onProblem` receives the French message of a file refused here.
 */
export function PhotoPicker({
  photos,
  onChange,
  onProblem,
  error,
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  onProblem: (message: string | null) => void;
  error?: string;
}) {
  const id = useId();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const full = photos.length >= RECEPTION_LIMITS.photosMax;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Photos du colis</legend>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={previews[index]} className="relative">
              <img
                src={previews[index]}
                alt={`Colis, vue ${index + 1}`}
                className="size-20 rounded-lg border border-stone-200 object-cover"
              />
              <button
                type="button"
                aria-label={`Retirer la photo ${index + 1}`}
                onClick={() => onChange(photos.filter((other) => other !== photo))}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-stone-800 text-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={id}
        aria-disabled={full}
        className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:border-stone-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        <Camera aria-hidden="true" className="size-5 shrink-0" />
        {photos.length === 0 ? "Prendre une photo" : "Ajouter une photo"}
      </label>
      <input
        id={id}
        name="photo"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="sr-only"
        disabled={full}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          // Emptied, so that the same picture chosen again is still taken.
          event.target.value = "";
          const refused = chosen.map(checkPhotoFile).find((check) => !check.ok);
          if (refused && !refused.ok) return onProblem(refused.message);
          if (photos.length + chosen.length > RECEPTION_LIMITS.photosMax)
            return onProblem(TOO_MANY_ORDER_PHOTOS);
          onProblem(null);
          onChange([...photos, ...chosen]);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
