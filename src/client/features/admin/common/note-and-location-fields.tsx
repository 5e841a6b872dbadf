import { useId } from "react";
import { compactInputClasses } from "#client/ui/input-styles";
import { LOCATION_MAX_LENGTH, NOTE_MAX_LENGTH, PUBLIC_NOTE_HINT } from "#shared/admin/admin-parcels";
import { PublicTextHint } from "./public-text-hint";

type Props = {
  note: string;
  onNoteChange: (note: string) => void;
  /** Shown while the note is empty: the note the server records then. */
  notePlaceholder: string;
  location: string;
  onLocationChange: (location: string) => void;
  locationPlaceholder: string;
  errors?: { note?: string; location?: string };
};

/**
 * `Note (facultative)` and `Lieu (facultatif)` of a status change, one parcel's or a whole departure's
 * (docs/product/administration.md#transitions), with the warning that both end up in the public history.
 */
export function NoteAndLocationFields(props: Props) {
  const { errors = {} } = props;
  const hintId = useId();
  return (
    <>
      <label className="block text-sm text-stone-700">
        Note (facultative)
        <textarea
          value={props.note}
          maxLength={NOTE_MAX_LENGTH}
          rows={2}
          onChange={(event) => props.onNoteChange(event.target.value)}
          placeholder={props.notePlaceholder}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={hintId}
          className={`mt-1 ${compactInputClasses(Boolean(errors.note))}`}
        />
      </label>
      <PublicTextHint id={hintId}>{PUBLIC_NOTE_HINT}</PublicTextHint>
      <label className="block text-sm text-stone-700">
        Lieu (facultatif)
        <input
          value={props.location}
          maxLength={LOCATION_MAX_LENGTH}
          onChange={(event) => props.onLocationChange(event.target.value)}
          placeholder={props.locationPlaceholder}
          aria-invalid={errors.location ? true : undefined}
          aria-describedby={hintId}
          className={`mt-1 ${compactInputClasses(Boolean(errors.location))}`}
        />
      </label>
    </>
  );
}
