import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

// The library and its metadata weigh ~45 KB compressed: only the forms that check a typed number load
// this file; showing a number is phone-display.ts (decision 053).

/**
 * Phone numbers (docs/product/recipients.md#phone-numbers): typed as people write them, stored in
 * E.164 (`+22890123456`), shown grouped (`+228 90 12 34 56`). The maintained libphonenumber-js
 * knows every country's lengths; Togo gets a stricter rule on top, because the carrier reaches
 * Togolese customers and recipients on WhatsApp, which needs a mobile line (decision 053).
 */

export const PHONE_REQUIRED = "Le numéro de téléphone est requis";
export const PHONE_INVALID =
  "Numéro de téléphone invalide : vérifiez les chiffres et l'indicatif (par exemple +33 6 12 34 56 78 ou +228 90 12 34 56).";
export const TOGO_PHONE_INVALID =
  "Numéro togolais invalide : 8 chiffres commençant par 70, 71, 79, 90 à 93 ou 96 à 99 (par exemple 90 12 34 56).";
/** A real Togolese number, but a fixed line: it can receive neither WhatsApp nor SMS (decision 053). */
export const TOGO_LANDLINE_REFUSED =
  "Ce numéro togolais est une ligne fixe\u00a0: indiquez un numéro de mobile, car les messages partent par WhatsApp ou SMS.";

/** A Togolese mobile: +228, then 70, 71, 79, 90–93 or 96–99, then 6 digits. */
const TOGO_MOBILE = /^\+228(?:7[019]|9[0-3]|9[6-9])\d{6}$/;
/**
 * A Togolese fixed line: the pattern of libphonenumber-js's full metadata (`FIXED_LINE` of TG), which the
 * `min` metadata loaded here does not carry; phone-number.test.ts checks it against the full metadata.
 */
export const TOGO_LANDLINE = /^\+2282(?:2[2-7]|3[23]|4[45]|55|6[67]|77)\d{5}$/;

/**
 * The other home country, tried when a number is not valid in the one expected: a French client
 * typing `06 12 34 56 78` for a parcel to Lomé still means a French number, and `90 12 34 56` typed
 * on a French form means Togo.
 */
const OTHER_HOME_COUNTRY: Partial<Record<string, CountryCode>> = { FR: "TG", TG: "FR" };

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

function parse(text: string, country: string | undefined) {
  try {
    return parsePhoneNumberFromString(text, country as CountryCode | undefined);
  } catch {
    return undefined;
  }
}

/**
 * Normalises what a person typed: spaces, dots, dashes and brackets are ignored, `00` stands for `+`,
 * a number without an international prefix is read in `defaultCountry` (the arrival country for a
 * recipient, the departure country for a client), then in the other home country.
 */
export function normalizePhone(typed: string, defaultCountry?: string): PhoneCheck {
  const text = typed
    .trim()
    .replace(/[\s.()-]/g, "")
    .replace(/^00/, "+");
  if (text === "") return { ok: false, message: PHONE_REQUIRED };
  if (!/^\+?\d{6,17}$/.test(text)) return { ok: false, message: PHONE_INVALID };
  const candidates = text.startsWith("+")
    ? [parse(text, undefined)]
    : [parse(text, defaultCountry), parse(text, OTHER_HOME_COUNTRY[defaultCountry ?? ""])];
  const number = candidates.find((candidate) => candidate?.isValid());
  if (!number) {
    const togolese = text.startsWith("+228") || (!text.startsWith("+") && defaultCountry === "TG");
    return { ok: false, message: togolese ? TOGO_PHONE_INVALID : PHONE_INVALID };
  }
  if (number.country === "TG" && !TOGO_MOBILE.test(number.number)) {
    // A landline is a real number: saying it is invalid would send the person checking its digits.
    return {
      ok: false,
      message: TOGO_LANDLINE.test(number.number) ? TOGO_LANDLINE_REFUSED : TOGO_PHONE_INVALID,
    };
  }
  return { ok: true, e164: number.number };
}
