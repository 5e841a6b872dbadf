import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { checkPhotoCount, checkPhotoFile, MAX_PHOTOS } from "../../../shared/request-wizard";
import { FieldError } from "./field-error";

type PhotoPickerProps = { photos: File[]; onChange: (photos: File[]) => void };

/** Up to 3 photos (seed §5), previewed, each with a remove button. Kept in memory, never in storage. */
export function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  // Stable keys: the same file may be chosen twice, and names repeat ("image.jpg").
  const keys = useRef(new WeakMap<File, number>());
  const lastKey = useRef(0);
  const keyOf = (photo: File) => {
    if (!keys.current.has(photo)) keys.current.set(photo, ++lastKey.current);
    return String(keys.current.get(photo));
  };

  function add(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a removal.
    event.target.value = "";
    const count = checkPhotoCount(photos.length, chosen.length);
    if (!count.ok) return setError(count.message);
    const wrong = chosen.map(checkPhotoFile).find((check) => !check.ok);
    if (wrong && !wrong.ok) return setError(wrong.message);
    setError(undefined);
    onChange([...photos, ...chosen]);
  }

  const full = photos.length >= MAX_PHOTOS;
  return (
    <div>
      <p className="block text-sm font-medium text-stone-800" id={`${id}-title`}>
        Photos du colis (optionnel, {photos.length}/{MAX_PHOTOS})
      </p>
      {photos.length > 0 && (
        <ul aria-labelledby={`${id}-title`} className="mt-2 grid max-w-md grid-cols-3 gap-3">
          {photos.map((photo, index) => (
            <li key={keyOf(photo)} className="relative">
              <img
                src={previews[index]}
                alt={`Aperçu n° ${index + 1} : ${photo.name}`}
                className="aspect-square w-full rounded-lg border border-stone-200 object-cover"
              />
              <button
                type="button"
                onClick={() => {
                  setError(undefined);
                  onChange(photos.filter((_, i) => i !== index));
                }}
                aria-label={`Retirer la photo ${index + 1}`}
                className="absolute -top-2 -right-2 inline-flex size-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow hover:bg-red-50 hover:text-red-700"
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
        className={`mt-2 flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-3 text-sm font-semibold ${full ? "cursor-not-allowed border-stone-200 text-stone-400" : "cursor-pointer border-brand-300 text-brand-800 hover:bg-brand-50"}`}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        Ajouter des photos
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        onChange={add}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="sr-only"
      />
      {!error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          Images uniquement, 10 Mo maximum chacune. Elles sont envoyées à la confirmation de la demande.
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
