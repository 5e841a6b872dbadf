// French Zod messages for the wizard's checks; loaded with this chunk, never on public pages.
import "../../../shared/zod-locale";
import {
  missingWizardFields,
  notificationRequestSchema,
  parcelRequestSchema,
  WIZARD_FIELD_LABELS,
  wizardStep1Error,
} from "../../../shared/request-wizard";
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

function schemaErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    // "dimensions.lengthCm" is shown next to its own input.
    const field = issue.path.map(String).join(".") || "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * 'Continuer' on step 1: first the seed's message listing the missing labels (seed §5), then the
 * shared schema the server applies (weight bounds, link, dimensions), then the notification choice
 * when the route has no date.
 */
export function checkDetails(draft: WizardDraft, routeHasDates: boolean): DetailsCheck {
  const seedDraft = { ...draft, weightKg: draft.weightKg.replace(",", ".") };
  const message = wizardStep1Error(seedDraft, { routeHasDates });
  if (message) {
    const fieldErrors: Record<string, string> = {};
    for (const label of missingWizardFields(seedDraft, { routeHasDates })) {
      fieldErrors[FIELD_BY_LABEL[label] as string] = MISSING_FIELD;
    }
    return { ok: false, message, fieldErrors };
  }
  const parsed = routeHasDates
    ? parcelRequestSchema.safeParse(toParcelRequest(draft))
    : notificationRequestSchema.safeParse(toNotificationRequest(draft));
  if (!parsed.success) return { ok: false, message: null, fieldErrors: schemaErrors(parsed.error.issues) };
  if (!routeHasDates && !draft.notifyMe) return { ok: false, message: NOTIFY_REQUIRED, fieldErrors: {} };
  return { ok: true };
}
