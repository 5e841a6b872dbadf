import { inputClasses } from "#client/ui/input-styles";
import { WIZARD_FIELD_LABELS } from "#shared/request-required-fields";
import { FieldError } from "./field-error";

/** The parcel's description, a textarea: clients list several items, one a line. */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor="wizard-description" className="block text-sm font-medium text-stone-800">
        {WIZARD_FIELD_LABELS.description}
      </label>
      <textarea
        id="wizard-description"
        name="description"
        rows={3}
        maxLength={2000}
        placeholder="Ex. : vêtements, chaussures et produits de beauté"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "wizard-description-error" : undefined}
        className={`mt-1.5 ${inputClasses(Boolean(error))}`}
        value={value}
        onChange={onChange}
      />
      <FieldError id="wizard-description-error" error={error} />
    </div>
  );
}
