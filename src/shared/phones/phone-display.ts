/**
 * Showing a stored phone number (E.164) without libphonenumber-js, so the screens that only read
 * numbers (tracking, payment, the admin dialog) do not load its metadata (decision 053). The two home
 * countries are grouped as people write them; any other number is shown as stored.
 */

/** The label of a person's own phone on the sign-up and profile forms. */
export const PHONE_LABEL = "Téléphone";

/** Longest phone text a form accepts, whatever its spacing. */
export const PHONE_MAX_LENGTH = 30;

/** `+228 90 12 34 56` for `+22890123456`, `+33 6 12 34 56 78` for `+33612345678`. */
export function formatPhone(e164: string): string {
  const togo = /^\+228(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  if (togo) return `+228 ${togo.slice(1).join(" ")}`;
  const france = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  if (france) return `+33 ${france.slice(1).join(" ")}`;
  return e164;
}

export const isTogolesePhone = (e164: string | null | undefined) => e164?.startsWith("+228") ?? false;

/** The number as wa.me wants it: digits only, with the country code. */
export const whatsappDigits = (e164: string) => e164.replace(/\D/g, "");
