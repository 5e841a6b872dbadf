import { z } from "zod";
import { PHONE_MAX_LENGTH } from "./phone-display";
import { normalizePhone } from "./phone-number";

/**
 * The profile's phone (docs/product/recipients.md#phone-numbers): read as French unless it carries its
 * prefix or looks Togolese (`normalizePhone`); blank means none.
 */
const optionalPhoneSchema = z
  .string()
  .max(PHONE_MAX_LENGTH)
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const phone = normalizePhone(value, "FR");
    if (phone.ok) return phone.e164;
    ctx.addIssue({ code: "custom", message: phone.message });
    return z.NEVER;
  });

/** PUT /api/accounts/me/phone: blank removes it. */
export const profilePhoneSchema = z.object({ phone: optionalPhoneSchema }).strict();
export const PHONE_SAVED = "Numéro de téléphone enregistré";
