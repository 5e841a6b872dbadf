// French Zod messages come with lib/form-errors.ts: loaded with this chunk, never on public pages.
import { fieldErrorsOf } from "#client/lib/form-errors";
import { missingWizardFields, WIZARD_FIELD_LABELS, wizardStep1Error } from "#shared/request-required-fields";
import type { ContentRules } from "#shared/shop-orders/contents-rules";
import { contentsFieldErrors } from "./contents-draft";
import { requestIssues, requestOf } from "./draft-request";
import { isPeopleErrorKey, peopleFieldErrors } from "./people-validation";
import type { WizardDraft } from "./wizard-draft";

export type DetailsCheck =
  | { ok: true }
  | { ok: false; message: string | null; fieldErrors: Record<string, string> };

export const MISSING_FIELD = "Ce champ est obligatoire";
export const NOTIFY_REQUIRED =
  "Aucune date n'est disponible pour ce trajet : cochez « Oui, tenez-moi informé » pour être prévenu.";

const FIELD_BY_LABEL = Object.fromEntries(
  Object.entries(WIZARD_FIELD_LABELS).map(([field, label]) => [label, field]),
);

/**
 * Whether the account has no phone yet, so that step 1 asks for it (docs/product/recipients.md#phone-numbers);
 * the refused items and the declared-value ceiling the contents are checked against, once the public
 * configuration has arrived (the server checks them anyway).
 */
export type PeopleOptions = { askClientPhone?: boolean; contentRules?: ContentRules };

/**
 * The schema's errors on the parcel itself; the recipient and the client's phone are checked field by
 * field by people-validation.ts, which also sees them while the rest is incomplete.
 */
function schemaFieldErrors(draft: WizardDraft, routeHasDates: boolean): Record<string, string> {
  const errors = fieldErrorsOf(requestIssues(requestOf(draft, routeHasDates ? "parcel" : "notification")));
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !isPeopleErrorKey(key)));
}

function allFieldErrors(draft: WizardDraft, routeHasDates: boolean, options: PeopleOptions) {
  const askClientPhone = options.askClientPhone ?? false;
  return {
    // Orders sent together bring their declared contents (docs/product/ma-boite.md#sending-together).
    ...(routeHasDates && draft.orderIds.length > 0
      ? {}
      : contentsFieldErrors(draft.contents, options.contentRules)),
    ...schemaFieldErrors(draft, routeHasDates),
    ...peopleFieldErrors(draft, { routeHasDates, askClientPhone }),
  };
}

/**
 * 'Continuer' on step 1: first the product's message listing the missing labels
 * (docs/product/request.md), the recipient's errors marked beside them, then the shared schema the
 * server applies (weight bounds, link, dimensions, phones), then the notification choice when the
 * route has no date.
 */
export function checkDetails(
  draft: WizardDraft,
  routeHasDates: boolean,
  options: PeopleOptions = {},
): DetailsCheck {
  const message = wizardStep1Error(draft, { routeHasDates });
  if (message) {
    const fieldErrors = peopleFieldErrors(draft, {
      routeHasDates,
      askClientPhone: options.askClientPhone ?? false,
    });
    for (const label of missingWizardFields(draft, { routeHasDates })) {
      fieldErrors[FIELD_BY_LABEL[label] as string] = MISSING_FIELD;
    }
    return { ok: false, message, fieldErrors };
  }
  const fieldErrors = allFieldErrors(draft, routeHasDates, options);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: null, fieldErrors };
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
  options: PeopleOptions = {},
): Record<string, string> {
  if (!(key in fieldErrors)) return fieldErrors;
  const { [key]: _old, ...others } = fieldErrors;
  const label = WIZARD_FIELD_LABELS[key as keyof typeof WIZARD_FIELD_LABELS];
  const error =
    label && missingWizardFields(draft, { routeHasDates }).includes(label)
      ? MISSING_FIELD
      : allFieldErrors(draft, routeHasDates, options)[key];
  return error ? { ...others, [key]: error } : others;
}
