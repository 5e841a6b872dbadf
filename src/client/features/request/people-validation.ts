// French Zod messages come with lib/form-errors.ts: loaded with this chunk, never on public pages.
import { fieldErrorsOf } from "#client/lib/form-errors";
import { CLIENT_PHONE_REQUIRED } from "#shared/parcels/request-api";
import { normalizePhone } from "#shared/phones/phone-number";
import { normalizeRecipient } from "#shared/recipients/normalize-recipient";
import { recipientInputSchema } from "#shared/recipients/recipient";
import { recipientFilled, recipientOf } from "./recipient-draft";
import type { WizardDraft } from "./wizard-draft";

/** Keys of the errors this module owns; the rest of step 1 is checked by details-validation.ts. */
export const isPeopleErrorKey = (key: string) => key.startsWith("recipient.") || key === "clientPhone";

/**
 * The recipient checked in the browser with the server's own rules, each field on its own, so that a
 * wrong number shows even while the name is still missing. Its numbers are read in the arrival country
 * (docs/product/recipients.md#phone-numbers). Required with a date; on a waiting request only once
 * started.
 */
function recipientErrors(draft: WizardDraft, required: boolean): Record<string, string> {
  if (!required && !recipientFilled(draft)) return {};
  const typed = recipientOf(draft);
  const parsed = recipientInputSchema.safeParse(typed);
  const errors = parsed.success
    ? {}
    : fieldErrorsOf(parsed.error.issues.map((issue) => ({ ...issue, path: ["recipient", ...issue.path] })));
  normalizeRecipient(
    {
      ...typed,
      secondPhone: typed.secondPhone ?? null,
      landmark: typed.landmark ?? null,
      messagesConsent: typed.messagesConsent ?? false,
    },
    draft.toCountry,
    (field, message) => {
      errors[`recipient.${field}`] ??= message;
    },
  );
  return errors;
}

/**
 * The client's own phone, asked while the account has none: read in the departure country, and
 * required when the request gets a date (the server refuses it otherwise).
 */
function clientPhoneError(draft: WizardDraft, required: boolean): string | null {
  if (draft.clientPhone.trim() === "") return required ? CLIENT_PHONE_REQUIRED : null;
  const phone = normalizePhone(draft.clientPhone, draft.fromCountry);
  return phone.ok ? null : phone.message;
}

/** What is wrong with the recipient and the client's phone, keyed as the server reports it. */
export function peopleFieldErrors(
  draft: WizardDraft,
  { routeHasDates, askClientPhone }: { routeHasDates: boolean; askClientPhone: boolean },
): Record<string, string> {
  const errors = recipientErrors(draft, routeHasDates);
  const clientPhone = askClientPhone ? clientPhoneError(draft, routeHasDates) : null;
  return clientPhone ? { ...errors, clientPhone } : errors;
}
