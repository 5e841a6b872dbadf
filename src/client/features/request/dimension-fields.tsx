import { DECIMAL_INPUT } from "#client/ui/decimal-input";
import { TextField } from "#client/ui/text-field";

export type DimensionName = "lengthCm" | "widthCm" | "heightCm";

const DIMENSIONS = [
  ["lengthCm", "Longueur"],
  ["widthCm", "Largeur"],
  ["heightCm", "Hauteur"],
] as const;

/** The three optional dimensions; the schema reports each as "dimensions.<name>". */
export function DimensionFields({
  field,
  fieldErrors,
}: {
  field: (
    name: DimensionName,
    errorKey: string,
  ) => { value: string; onChange: (event: { target: { value: string } }) => void };
  fieldErrors: Record<string, string>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Dimensions en cm (optionnel)</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-3">
        {DIMENSIONS.map(([name, label]) => (
          <TextField
            key={name}
            name={name}
            label={label}
            {...DECIMAL_INPUT}
            error={fieldErrors[`dimensions.${name}`]}
            {...field(name, `dimensions.${name}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
