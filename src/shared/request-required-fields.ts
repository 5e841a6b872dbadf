/** What step 1 of the request form requires, and the message naming what is missing (docs/product/request.md). */
import { parseWeightKg } from "./weight";

/** Step-1 required fields, in the order the product's message lists them (docs/product/request.md). */
export const WIZARD_FIELD_LABELS = {
  description: "Description du colis",
  fromCountry: "Pays de départ",
  toCountry: "Pays d'arrivée",
  weightKg: "Poids estimé",
  preferredDate: "Date souhaitée (obligatoire)",
} as const;

export const REQUIRED_FIELDS_PREFIX = "Veuillez remplir les champs obligatoires : ";

/**
 * The step-1 fields this check reads, as typed: inputs may still hold strings or nothing. The wizard's
 * draft (src/client/features/request/wizard-draft.ts) is one of these.
 */
export type TypedRequestFields = {
  description?: string | null;
  fromCountry?: string | null;
  toCountry?: string | null;
  weightKg?: number | string | null;
  preferredDate?: string | null;
};

const blank = (value: string | null | undefined) => !value || value.trim() === "";

// The one reading of a typed weight (weight.ts): "2,5" is a weight, "abc" or "1e3" is not.
function positiveWeight(value: number | string | null | undefined): boolean {
  const kg = parseWeightKg(value);
  return kg !== null && kg > 0;
}

/**
 * Labels of the missing step-1 fields, in order. The desired date is required only when the
 * route has dates; otherwise the client may only ask to be notified (docs/product/request.md).
 * A weight above 0 is never "missing", even under the minimum: weightKgSchema says what is wrong.
 */
export function missingWizardFields(
  fields: TypedRequestFields,
  options: { routeHasDates: boolean },
): string[] {
  const missing: string[] = [];
  if (blank(fields.description)) missing.push(WIZARD_FIELD_LABELS.description);
  if (blank(fields.fromCountry)) missing.push(WIZARD_FIELD_LABELS.fromCountry);
  if (blank(fields.toCountry)) missing.push(WIZARD_FIELD_LABELS.toCountry);
  if (!positiveWeight(fields.weightKg)) missing.push(WIZARD_FIELD_LABELS.weightKg);
  if (options.routeHasDates && blank(fields.preferredDate)) missing.push(WIZARD_FIELD_LABELS.preferredDate);
  return missing;
}

/** The message shown when 'Continuer' is pressed with fields missing, or null. */
export function wizardStep1Error(
  fields: TypedRequestFields,
  options: { routeHasDates: boolean },
): string | null {
  const missing = missingWizardFields(fields, options);
  return missing.length === 0 ? null : REQUIRED_FIELDS_PREFIX + missing.join(", ");
}
