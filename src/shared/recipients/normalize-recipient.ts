import { normalizePhone } from "../phones/phone-number";
import { RECIPIENT_SECOND_PHONE_SAME, type Recipient, type RecipientFields } from "./recipient";

/**
 * Reading a typed recipient's phones (docs/product/recipients.md#recipient), apart from recipient.ts so
 * that the screens which only show a recipient do not load libphonenumber-js (decision 053).
 */

type IssueSink = (field: "phone" | "secondPhone", message: string) => void;

/**
 * The recipient of a parcel to `arrivalCountry`: a number typed without its prefix is read in that
 * country (`90 12 34 56` to Togo is `+228 90 12 34 56`). Problems go to `issue`, per field.
 */
export function normalizeRecipient(
  value: RecipientFields,
  arrivalCountry: string,
  issue: IssueSink,
): Recipient {
  const phone = normalizePhone(value.phone, arrivalCountry);
  if (!phone.ok) issue("phone", phone.message);
  const typedSecond = value.secondPhone?.trim() ? value.secondPhone : null;
  const second = typedSecond === null ? null : normalizePhone(typedSecond, arrivalCountry);
  if (second && !second.ok) issue("secondPhone", second.message);
  if (phone.ok && second?.ok && second.e164 === phone.e164) issue("secondPhone", RECIPIENT_SECOND_PHONE_SAME);
  return {
    name: value.name,
    phone: phone.ok ? phone.e164 : value.phone,
    secondPhone: second?.ok ? second.e164 : null,
    city: value.city,
    landmark: value.landmark,
    messagesConsent: value.messagesConsent,
  };
}
