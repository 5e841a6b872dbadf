import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type PublicConfig, publicConfigSchema } from "../../../shared/public-config";
import type { Config } from "../../config/config";

const lines = (value: string) =>
  value
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);

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
      supportHours: lines(config.SUPPORT_HOURS),
    },
  };
}

/**
 * The tariff, password rule and business details the browser shows (docs/ARCHITECTURE.md#settings).
 * Public, cacheable.
 */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = toPublicConfig(app.config);
  app.get("/config", { schema: { response: { 200: publicConfigSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    return body;
  });
};
