import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { MAX_PHOTOS } from "#shared/parcel-photo-limits";
import { FieldError } from "./field-error";
import { photoProblemsText, preparePhotos } from "./photo-selection";

type PhotoPickerProps = {
  photos: File[];
  onChange: (photos: File[]) => void;
  /** While picked photos are being resized, so the form can wait for them before moving on. */
  onPreparingChange?: (preparing: boolean) => void;
};

/**
 * Up to 3 photos, previewed, each with a remove button. Each is resized as it is picked, so the
 * size limit applies to what will be sent and the previews hold small images. Kept in memory,
 * never in storage.
 */
export function PhotoPicker({ photos, onChange, onPreparingChange }: PhotoPickerProps) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);
  // Resizing takes a moment: a photo removed meanwhile must not come back with the new ones.
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);
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

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a removal.
    event.target.value = "";
    if (chosen.length === 0) return;
    setError(undefined);
    setPreparing(true);
    onPreparingChange?.(true);
    try {
      const prepared = await preparePhotos(photos.length, chosen);
      if (prepared.photos.length > 0) onChange([...current.current, ...prepared.photos].slice(0, MAX_PHOTOS));
      setError(photoProblemsText(prepared.problems));
    } finally {
      setPreparing(false);
      onPreparingChange?.(false);
    }
  }

  const full = photos.length >= MAX_PHOTOS;
  const disabled = full || preparing;
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
                alt={`Aperçu n° ${index + 1} : ${photo.name}`}
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
        aria-disabled={disabled}
        className={`mt-2 flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-3 text-sm font-semibold ${disabled ? "cursor-not-allowed border-stone-200 text-stone-400" : "cursor-pointer border-brand-300 text-brand-800 hover:bg-brand-50"}`}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        Ajouter des photos
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={add}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="sr-only"
      />
      {!error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          Images uniquement, 10 Mo maximum chacune. Elles sont envoyées à la confirmation de la demande.
        </p>
      )}
      <p role="status" className="text-sm text-stone-700">
        {preparing ? "Préparation des photos…" : ""}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
