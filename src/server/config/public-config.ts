import { frenchHours } from "#shared/french-dates";
import type { PublicConfig } from "#shared/public-config";
import type { Config } from "./config";

export const lines = (value: string) =>
  value
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);

/** Opening hours as typed ('8h00-18h00'), written the product's way ('8 h – 18 h', decision 074). */
export const hoursLines = (value: string) => lines(value).map(frenchHours);

/**
 * The part of the configuration the browser may see (tariff, password rule, business details):
 * served by `/api/config` and baked into the prerendered public pages. Here, beside the
 * configuration, because both a feature and the HTTP layer need it.
 */
export function toPublicConfig(config: Config): PublicConfig {
  return {
    tariff: { centsPerKg: config.TARIFF_CENTS_PER_KG, fcfaPerKg: config.TARIFF_FCFA_PER_KG },
    passwordMinLength: config.PASSWORD_MIN_LENGTH,
    business: {
      mobileMoneyOperator: config.MOBILE_MONEY_OPERATOR,
      mobileMoneyBeneficiary: config.MOBILE_MONEY_BENEFICIARY,
      mobileMoneyNumber: config.MOBILE_MONEY_NUMBER,
      bankName: config.BANK_NAME,
      bankBeneficiary: config.BANK_BENEFICIARY,
      bankIban: config.BANK_IBAN,
      bankBic: config.BANK_BIC,
      supportWhatsapp: config.SUPPORT_WHATSAPP,
      supportEmail: config.SUPPORT_EMAIL,
      receptionAddressFr: lines(config.RECEPTION_ADDRESS_FR),
      receptionAddressTg: lines(config.RECEPTION_ADDRESS_TG),
      partnerDeliveryAddress: lines(config.PARTNER_DELIVERY_ADDRESS),
      receptionHoursFr: hoursLines(config.COLLECTION_HOURS_FR),
      receptionHoursTg: hoursLines(config.COLLECTION_HOURS_TG),
      supportHours: hoursLines(config.SUPPORT_HOURS),
    },
    shopOrders: {
      freeStorageDays: config.FREE_STORAGE_DAYS,
      refusedItems: refusedItems(config.REFUSED_ITEMS),
      declaredValueMaxCents: config.DECLARED_VALUE_MAX_EUROS * 100,
    },
  };
}

/** « Parfums: parfum, eau de toilette | … » as the list shown and the keywords checked (decision 100). */
export const refusedItems = (value: string) =>
  lines(value).map((line) => {
    const [label = "", keywords = ""] = line.split(":");
    return {
      label: label.trim(),
      keywords: keywords
        .split(",")
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    };
  });
