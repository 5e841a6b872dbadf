// French Zod messages come with lib/form-errors.ts: loaded with this chunk, never on public pages.
import { fieldErrorsOf } from "#client/lib/form-errors";
import { notificationRequestSchema, parcelRequestSchema } from "#shared/parcel-request";
import { missingWizardFields, WIZARD_FIELD_LABELS, wizardStep1Error } from "#shared/request-required-fields";
import { toNotificationRequest, toParcelRequest, type WizardDraft } from "./wizard-draft";

export type DetailsCheck =
  | { ok: true }
  | { ok: false; message: string | null; fieldErrors: Record<string, string> };

export const MISSING_FIELD = "Ce champ est obligatoire";
export const NOTIFY_REQUIRED =
  "Aucune date n'est disponible pour ce trajet : cochez « Oui, tenez-moi informé » pour être prévenu.";

const FIELD_BY_LABEL = Object.fromEntries(
  Object.entries(WIZARD_FIELD_LABELS).map(([field, label]) => [label, field]),
);

function schemaFieldErrors(draft: WizardDraft, routeHasDates: boolean): Record<string, string> | null {
  const parsed = routeHasDates
    ? parcelRequestSchema.safeParse(toParcelRequest(draft))
    : notificationRequestSchema.safeParse(toNotificationRequest(draft));
  return parsed.success ? null : fieldErrorsOf(parsed.error.issues);
}

/**
 * 'Continuer' on step 1: first the product's message listing the missing labels
 * (docs/product/request.md), then the shared schema the server applies (weight bounds, link,
 * dimensions), then the notification choice when the route has no date.
 */
export function checkDetails(draft: WizardDraft, routeHasDates: boolean): DetailsCheck {
  const message = wizardStep1Error(draft, { routeHasDates });
  if (message) {
    const fieldErrors: Record<string, string> = {};
    for (const label of missingWizardFields(draft, { routeHasDates })) {
      fieldErrors[FIELD_BY_LABEL[label] as string] = MISSING_FIELD;
    }
    return { ok: false, message, fieldErrors };
  }
  const fieldErrors = schemaFieldErrors(draft, routeHasDates);
  if (fieldErrors) return { ok: false, message: null, fieldErrors };
  if (!routeHasDates && !draft.notifyMe) return { ok: false, message: NOTIFY_REQUIRED, fieldErrors: {} };
  return { ok: true };
}

/**
 * The error a field shown as wrong should show now that it has changed: a corrected or emptied
 * optional field loses its error at once (a stale 'Lien du produit invalide' under an empty field
 * reads as a bug), a field still wrong keeps an error that says what is wrong with its new value.
 * Errors only appear on 'Continuer'; this never marks a field nobody was told about.
 */
export function recheckFieldError(
  fieldErrors: Record<string, string>,
  draft: WizardDraft,
  key: string,
  routeHasDates: boolean,
): Record<string, string> {
  if (!(key in fieldErrors)) return fieldErrors;
  const { [key]: _old, ...others } = fieldErrors;
  const label = WIZARD_FIELD_LABELS[key as keyof typeof WIZARD_FIELD_LABELS];
  const error =
    label && missingWizardFields(draft, { routeHasDates }).includes(label)
      ? MISSING_FIELD
      : schemaFieldErrors(draft, routeHasDates)?.[key];
  return error ? { ...others, [key]: error } : others;
}
