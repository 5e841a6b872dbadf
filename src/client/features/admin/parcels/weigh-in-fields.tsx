import { compactInputClasses } from "#client/ui/input-styles";
import { parseDecimal } from "#shared/decimal";
import { type WeighIn, weighInSchema } from "#shared/parcels/weigh-in";

/** What the carrier types at reception (docs/product/departures.md#weigh-in). */
export type WeighInDraft = { weightKg: string; lengthCm: string; widthCm: string; heightCm: string };

export const EMPTY_WEIGH_IN: WeighInDraft = { weightKg: "", lengthCm: "", widthCm: "", heightCm: "" };

const number = (text: string) => (text.trim() === "" ? null : (parseDecimal(text) ?? Number.NaN));

/** The weigh-in to send, or the first French message of what is wrong with it (the server's own rules). */
export function readWeighIn(
  draft: WeighInDraft,
): { ok: true; weighIn: WeighIn } | { ok: false; message: string } {
  const parsed = weighInSchema.safeParse({
    weightKg: number(draft.weightKg) ?? undefined,
    lengthCm: number(draft.lengthCm),
    widthCm: number(draft.widthCm),
    heightCm: number(draft.heightCm),
  });
  return parsed.success
    ? { ok: true, weighIn: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "Poids invalide" };
}

const DIMENSIONS = [
  ["lengthCm", "Longueur (cm)"],
  ["widthCm", "Largeur (cm)"],
  ["heightCm", "Hauteur (cm)"],
] as const;

/** The measured weight (required) and dimensions (optional), shown when the chosen status is 'Reçu'. */
export function WeighInFields({
  draft,
  onChange,
  error,
}: {
  draft: WeighInDraft;
  onChange: (draft: WeighInDraft) => void;
  error: string | null;
}) {
  const set = (name: keyof WeighInDraft) => (value: string) => onChange({ ...draft, [name]: value });
  return (
    <fieldset className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50/60 p-3">
      <legend className="px-1 text-sm font-semibold text-indigo-950">Pesée à la réception</legend>
      <label className="block text-sm text-stone-800">
        Poids mesuré (kg, obligatoire)
        <input
          inputMode="decimal"
          autoComplete="off"
          value={draft.weightKg}
          onChange={(event) => set("weightKg")(event.target.value)}
          aria-invalid={error ? true : undefined}
          placeholder="Ex. : 2,5"
          className={`mt-1 ${compactInputClasses()}`}
        />
      </label>
      <div className="grid grid-cols-3 gap-2">
        {DIMENSIONS.map(([name, label]) => (
          <label key={name} className="block text-xs text-stone-700">
            {label}
            <input
              inputMode="decimal"
              autoComplete="off"
              value={draft[name]}
              onChange={(event) => set(name)(event.target.value)}
              className={`mt-1 ${compactInputClasses()}`}
            />
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <p className="text-xs text-stone-600">
        Le prix est recalculé avec le poids mesuré ; la différence avec le montant payé est demandée au client
        ou lui est due.
      </p>
    </fieldset>
  );
}
