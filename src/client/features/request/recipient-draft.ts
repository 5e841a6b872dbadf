import { formatPhone } from "#shared/phones/phone-display";
import { normalizePhone } from "#shared/phones/phone-number";
import type { RecipientInput, SavedRecipient } from "#shared/recipients/recipient";

/**
 * The recipient part of the wizard's draft (docs/product/recipients.md): who collects the parcel at the
 * arrival, as typed, and how it becomes the request's `recipient`.
 */
export type RecipientDraft = {
  recipientName: string;
  recipientPhone: string;
  recipientSecondPhone: string;
  recipientCity: string;
  recipientLandmark: string;
};

export type RecipientDraftField = keyof RecipientDraft;

/** With the arrival country, in which the recipient's numbers are read. */
export type RecipientOnRoute = RecipientDraft & { toCountry: string };

/** Where the shared schema and the server report each field ("recipient.phone"). */
export const RECIPIENT_ERROR_KEYS: Record<RecipientDraftField, string> = {
  recipientName: "recipient.name",
  recipientPhone: "recipient.phone",
  recipientSecondPhone: "recipient.secondPhone",
  recipientCity: "recipient.city",
  recipientLandmark: "recipient.landmark",
};

/** Most parcels to Togo are collected in the capital: the city starts filled in, and stays editable. */
export const TOGO_DEFAULT_CITY = "Lomé";

const blank = (text: string) => text.trim() === "";

/**
 * The city once the arrival country is `toCountry`: Lomé for an empty city when it is Togo, and the
 * untouched Lomé prefill removed when it no longer is (a parcel to Dakar is not collected in Lomé).
 */
export function cityForArrival(toCountry: string, city: string): string {
  if (toCountry === "TG") return blank(city) ? TOGO_DEFAULT_CITY : city;
  return city === TOGO_DEFAULT_CITY ? "" : city;
}

export function recipientOf(draft: RecipientDraft): RecipientInput {
  return {
    name: draft.recipientName,
    phone: draft.recipientPhone,
    secondPhone: blank(draft.recipientSecondPhone) ? null : draft.recipientSecondPhone,
    city: draft.recipientCity,
    landmark: blank(draft.recipientLandmark) ? null : draft.recipientLandmark,
  };
}

/** Whether the client started a recipient; the prefilled city alone does not count. */
export function recipientFilled(draft: RecipientDraft): boolean {
  return [
    draft.recipientName,
    draft.recipientPhone,
    draft.recipientSecondPhone,
    draft.recipientLandmark,
  ].some((text) => !blank(text));
}

/** A saved recipient put back into the form, its numbers written as people read them. */
export function draftFromSaved(saved: SavedRecipient): RecipientDraft {
  return {
    recipientName: saved.name,
    recipientPhone: formatPhone(saved.phone),
    recipientSecondPhone: saved.secondPhone ? formatPhone(saved.secondPhone) : "",
    recipientCity: saved.city,
    recipientLandmark: saved.landmark ?? "",
  };
}

const e164Of = (typed: string, country: string) => {
  const phone = normalizePhone(typed, country);
  return phone.ok ? phone.e164 : null;
};

/** The saved recipient the form currently holds, if any: the select then shows it as chosen. */
export function matchingSavedRecipient(saved: readonly SavedRecipient[], draft: RecipientOnRoute): string {
  const phone = e164Of(draft.recipientPhone, draft.toCountry);
  const match = saved.find(
    (recipient) =>
      recipient.name === draft.recipientName.trim() &&
      recipient.phone === phone &&
      recipient.city === draft.recipientCity.trim() &&
      (recipient.landmark ?? "") === draft.recipientLandmark.trim(),
  );
  return match?.id ?? "";
}

/** A typed number as the carrier will read it (`+228 90 12 34 56`), or as typed when it cannot be read. */
export function typedPhoneText(typed: string, country: string): string {
  const e164 = e164Of(typed, country);
  return e164 ? formatPhone(e164) : typed.trim();
}

/** The recipient on the review step: name, number(s), city, landmark, one a line. */
export function recipientSummary(draft: RecipientOnRoute): string {
  const phones = [draft.recipientPhone, draft.recipientSecondPhone]
    .filter((text) => !blank(text))
    .map((text) => typedPhoneText(text, draft.toCountry))
    .join(" · ");
  return [draft.recipientName, phones, draft.recipientCity, draft.recipientLandmark]
    .map((text) => text.trim())
    .filter(Boolean)
    .join("\n");
}
