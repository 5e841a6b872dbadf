import { z } from "zod";

/**
 * Every setting of the product, validated once at boot. An empty string counts as "not set", so a blank
 * line in .env falls back to the default instead of becoming an invalid value. Business details
 * (docs/product/parcels.md#payment-page) default to obviously fake values so that nobody pays a real
 * account by mistake.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optionalText = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().default(fallback));
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "doit être un nombre entier" })
    .int("doit être un nombre entier")
    .min(min, `doit être au moins ${min}`)
    .max(max, `doit être au plus ${max}`);
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, wholeNumber(min, max).default(fallback));
/** Unset stays undefined: its default depends on other settings (see parseConfig). */
const optionalInteger = (min: number, max: number) =>
  z.preprocess(emptyToUndefined, wholeNumber(min, max).optional());
const url = (protocols: string[], message: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, message);
const optionalSecret = () => z.preprocess(emptyToUndefined, z.string().trim().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0"], { error: "doit valoir true ou false" })
      .default(fallback ? "true" : "false")
      .transform((value) => value === "true" || value === "1"),
  );

/** Unset stays undefined, checked when set: an invoice setting (its default depends on NODE_ENV). */
const optionalSetting = <Output>(schema: z.ZodType<Output, string>) =>
  z.preprocess(emptyToUndefined, schema.optional());

/** SIREN (9 digits) or SIRET (14), whose last digit is a Luhn check digit (INSEE). */
function isSirenOrSiret(value: string): boolean {
  if (!/^(\d{9}|\d{14})$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < value.length; index++) {
    let digit = Number(value[value.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Without them, no invoice could be issued in production: the server refuses to start. */
export const REQUIRED_INVOICE_SETTINGS = [
  "INVOICE_SELLER_NAME",
  "INVOICE_SELLER_ADDRESS",
  "INVOICE_SELLER_SIRET",
] as const;

/** The demonstration's carrier, visibly fake, used when the settings are unset outside production. */
export const DEMO_INVOICE_SELLER = {
  INVOICE_SELLER_NAME: "Colibri Transport (démo) — EI Exemple",
  INVOICE_SELLER_ADDRESS: "1 rue de l'Exemple | 75000 Paris | France",
  // A SIREN-shaped number that passes the check digit but says it is an example.
  INVOICE_SELLER_SIRET: "00000000000000",
} as const;

/** A comma-separated list (empty by default): each item trimmed, normalised, blanks dropped, then checked. */
const commaList = (normalise: (item: string) => string, item: z.ZodType<string, string>) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((entry) => normalise(entry.trim()))
          .filter(Boolean),
      )
      .pipe(z.array(item)),
  );

export const configSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"]).default("development"),
    ),
    PORT: integer(3000, 1, 65535),
    HOST: optionalText("0.0.0.0"),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      url(["http:", "https:"], "doit être une URL http(s)").optional(),
    ),
    TRUST_PROXY: booleanFlag(false),
    // After SIGTERM, seconds during which /api/ready answers 503 while requests are still served, so that a
    // proxy checking it stops sending before this instance stops accepting (decision 044).
    SHUTDOWN_DELAY_SECONDS: integer(0, 0, 300),
    // Once it stops accepting, how long requests in flight may take to finish before their connections are cut.
    SHUTDOWN_TIMEOUT_SECONDS: integer(20, 1, 3600),
    // Other sites whose pages may send forms to this server (besides PUBLIC_URL), comma-separated origins.
    TRUSTED_ORIGINS: commaList(
      (origin) => origin,
      url(["http:", "https:"], "contient une origine qui n'est pas une URL http(s)"),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      url(["postgres:", "postgresql:"], "doit être une URL postgres://utilisateur@hôte:port/base").optional(),
    ),
    DATA_DIR: optionalText("./data"),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      url(["smtp:", "smtps:"], "doit être une URL smtp:// ou smtps://").optional(),
    ),
    MAIL_FROM: optionalText("Colibri <no-reply@colibri.example>"),
    // false: this instance runs no job of the queue — e-mails, WhatsApp, SMS, pushes — and leaves them to
    // the instances that do (decision 094). The periodic sweeps below do not depend on it.
    OUTBOX_WORKER: booleanFlag(true),
    // false: this instance never queues the reminders the day before a drop-off deadline (decision 071).
    DROPOFF_REMINDERS: booleanFlag(true),
    // false: this instance never queues the reminders before the end of a shop order's free storage (decision 102).
    STORAGE_REMINDERS: booleanFlag(true),
    // false: this instance never reads pending online payments again from the provider (decision 080).
    PAYMENT_RECONCILIATION: booleanFlag(true),
    // More alerts than this waiting for one administrator go as one digest e-mail (decision 095).
    ADMIN_ALERT_DIGEST_THRESHOLD: integer(10, 1, 10_000),
    // Per account and hour: parcel requests (notification requests included) and online checkouts opened,
    // beside the per-IP ceiling (docs/product/accounts.md#rate-limits, decision 095).
    PARCEL_REQUESTS_PER_ACCOUNT_HOUR: integer(20, 1, 100_000),
    CHECKOUTS_PER_ACCOUNT_HOUR: integer(10, 1, 100_000),
    ADMIN_EMAILS: commaList((email) => email.toLowerCase(), z.email("contient une adresse e-mail invalide")),
    AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "doit contenir au moins 32 caractères").optional(),
    ),
    // Bearer token of GET /metrics (decision 046). Unset: /metrics answers only loopback clients.
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().trim().min(16, "doit contenir au moins 16 caractères").optional(),
    ),
    // How long an instance may reuse a session it read (decision 049). Unset: 5, or 0 under NODE_ENV=test
    // so that tests changing a user in the database see it at once; the cache's own tests set it.
    SESSION_CACHE_SECONDS: optionalInteger(0, 60),
    PASSWORD_MIN_LENGTH: integer(8, 8, 128),
    AUTH_RATE_LIMIT_FACTOR: integer(1, 1, 1000),
    DEMO_DATA: booleanFlag(true),
    // Unset: required everywhere except the development demo, whose admin password is public
    // (docs/product/accounts.md#two-factor).
    REQUIRE_ADMIN_2FA: z.preprocess(
      emptyToUndefined,
      z
        .enum(["true", "false", "1", "0"], { error: "doit valoir true ou false" })
        .transform((value) => value === "true" || value === "1")
        .optional(),
    ),
    TARIFF_CENTS_PER_KG: integer(1200, 1, 1_000_000),
    TARIFF_FCFA_PER_KG: integer(7860, 1, 100_000_000),
    MOBILE_MONEY_OPERATOR: optionalText("TMoney / Mixx by Yas"),
    MOBILE_MONEY_BENEFICIARY: optionalText("EXEMPLE Bénéficiaire (démo)"),
    MOBILE_MONEY_NUMBER: optionalText("+228 90 00 00 00"),
    BANK_NAME: optionalText("Banque Exemple du Togo (démo)"),
    BANK_BENEFICIARY: optionalText("EXEMPLE Colibri SARL (démo)"),
    BANK_IBAN: optionalText("TG00 0000 0000 0000 0000 0000 000"),
    BANK_BIC: optionalText("EXAMPLETGXXX"),
    SUPPORT_WHATSAPP: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^\+228[\d ]{8,12}$/, "doit être un numéro togolais au format +228 XX XX XX XX")
        .default("+228 90 00 00 01"),
    ),
    SUPPORT_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email("doit être une adresse e-mail").default("support@colibri.example"),
    ),
    RECEPTION_ADDRESS_FR: optionalText("Colibri (démo) | 1 rue de l'Exemple | 75000 Paris | France"),
    RECEPTION_ADDRESS_TG: optionalText("Colibri (démo) | Boulevard de l'Exemple | Lomé | Togo"),
    PARTNER_DELIVERY_ADDRESS: optionalText(
      "Colibri Réception (démo) | 1 rue de l'Exemple | 75000 Paris | France",
    ),
    SUPPORT_HOURS: optionalText("Lun-Ven 8 h-18 h | Sam 9 h-15 h | Dim fermé"),
    // Ma boîte (docs/product/ma-boite.md, decision 100): the days a received order is kept for free, the
    // items the carrier refuses (« Libellé: mot-clé, mot-clé » per line; a declared description holding a
    // keyword is refused), and the most one line of contents may declare, in euros.
    FREE_STORAGE_DAYS: integer(45, 1, 365),
    REFUSED_ITEMS: optionalText(
      "Batteries au lithium seules: batterie lithium, batteries lithium, powerbank, power bank | " +
        "Liquides de plus d'un litre : bidon | Parfums : parfum, eau de toilette, eau de parfum | " +
        "Armes, munitions et répliques : arme, armes, munition, munitions, pistolet, fusil | " +
        "Espèces, chèques et cartes bancaires : espèces, billets de banque, chèque, chèques | " +
        "Produits inflammables : inflammable, briquet, essence, aérosol",
    ),
    DECLARED_VALUE_MAX_EUROS: integer(2000, 1, 100000),
    // Where recipients collect parcels, per arrival country (docs/product/recipients.md#ready-for-pickup).
    COLLECTION_POINT_TG: optionalText("Colibri (démo) | Boulevard de l'Exemple | Lomé | Togo"),
    COLLECTION_HOURS_TG: optionalText("Lun-Sam 9 h-18 h"),
    COLLECTION_POINT_FR: optionalText("Colibri (démo) | 1 rue de l'Exemple | 75000 Paris | France"),
    COLLECTION_HOURS_FR: optionalText("Lun-Ven 9 h-18 h | Sam 9 h-13 h"),
    // The carrier as its invoices and credit notes name it (docs/product/accounting.md#settings,
    // decision 084). Unset outside production: visibly fake values; required in production.
    INVOICE_SELLER_NAME: optionalSetting(z.string().trim().max(120, "doit tenir en 120 caractères")),
    INVOICE_SELLER_ADDRESS: optionalSetting(z.string().trim().max(300, "doit tenir en 300 caractères")),
    INVOICE_SELLER_SIRET: optionalSetting(
      z
        .string()
        .transform((value) => value.replace(/\s/g, ""))
        .refine(isSirenOrSiret, "doit être un SIRET (14 chiffres) ou un SIREN (9 chiffres) valide"),
    ),
    // Unset: VAT exemption (« TVA non applicable, art. 293 B du CGI »); else a rate in percent (20, 5.5).
    INVOICE_VAT_RATE: optionalSetting(
      z
        .string()
        .trim()
        .regex(/^\d{1,2}([.,]\d{1,2})?$/, "doit être un taux en pourcentage, par exemple 20 ou 5.5")
        .transform((value) => Math.round(Number(value.replace(",", ".")) * 100))
        .refine((basisPoints) => basisPoints > 0, "doit être supérieur à 0"),
    ),
    INVOICE_VAT_NUMBER: optionalSetting(
      z
        .string()
        .transform((value) => value.replace(/\s/g, "").toUpperCase())
        .refine(
          (value) => /^FR[0-9A-Z]{2}\d{9}$/.test(value),
          "doit être un numéro de TVA français (FR + 11 caractères)",
        ),
    ),
    // Online payment through FedaPay (docs/product/online-payment.md, decision 079). Unset: the
    // development demo talks to the local simulator, tests and production offer no online payment.
    FEDAPAY_ENVIRONMENT: z.preprocess(
      emptyToUndefined,
      z
        .enum(["sandbox", "live", "simulator"], { error: "doit valoir sandbox, live ou simulator" })
        .optional(),
    ),
    FEDAPAY_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(8).optional()),
    FEDAPAY_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(8).optional()),
    FEDAPAY_API_URL: z.preprocess(
      emptyToUndefined,
      url(["http:", "https:"], "doit être une URL http(s)").optional(),
    ),
    // WhatsApp Business Cloud API (decision 081): on when its four secrets are set, else the carrier's
    // wa.me links stay the only WhatsApp (decision 055). The URL is Meta's Graph API, or a simulator.
    WHATSAPP_API_URL: z.preprocess(
      emptyToUndefined,
      url(["http:", "https:"], "doit être une URL http(s)").default("https://graph.facebook.com"),
    ),
    WHATSAPP_API_VERSION: optionalText("v21.0"),
    WHATSAPP_PHONE_NUMBER_ID: optionalSecret(),
    WHATSAPP_ACCESS_TOKEN: optionalSecret(),
    WHATSAPP_APP_SECRET: optionalSecret(),
    WHATSAPP_VERIFY_TOKEN: optionalSecret(),
    WHATSAPP_TEMPLATE_LANGUAGE: optionalText("fr"),
    // SMS through Twilio's Messages API (decision 081): on when the three are set.
    SMS_API_URL: z.preprocess(
      emptyToUndefined,
      url(["http:", "https:"], "doit être une URL http(s)").default("https://api.twilio.com"),
    ),
    TWILIO_ACCOUNT_SID: optionalSecret(),
    TWILIO_AUTH_TOKEN: optionalSecret(),
    // The sender: an E.164 number, an alphanumeric sender id, or a Messaging Service (MG…).
    TWILIO_FROM: optionalSecret(),
    // Most messages per channel and UTC day; above it they wait for the next day and the admins are alerted.
    MESSAGE_DAILY_CEILING_WHATSAPP: integer(500, 0, 1_000_000),
    MESSAGE_DAILY_CEILING_SMS: integer(200, 0, 1_000_000),
    // Web Push to the client's own devices (docs/decisions/083-web-push.md). The key pair comes from
    // `npx web-push generate-vapid-keys`; without it push is off in production and nobody is offered it.
    // Outside production a missing pair is generated once and kept in DATA_DIR.
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{87}$/, "doit être une clé publique VAPID (87 caractères base64url)")
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{43}$/, "doit être une clé privée VAPID (43 caractères base64url)")
        .optional(),
    ),
    // Who the push services may contact about this sender: a mailto: address or an https:// page.
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      url(["mailto:", "https:"], "doit être une adresse e-mail (mailto) ou une URL https").optional(),
    ),
  })
  .superRefine((config, ctx) => {
    // Half a key pair would sign with one key and announce another: both or neither.
    if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
      const missing = config.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "est obligatoire avec l'autre clé VAPID",
      });
    }
    if (config.NODE_ENV === "production" && !config.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "est obligatoire en production" });
    }
    // In production an e-mail must really leave (decision 007); the dev mailbox does not exist there.
    if (config.NODE_ENV === "production" && !config.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "est obligatoire en production" });
    }
    // An invoice is never issued with the demonstration's carrier (decision 084).
    if (config.NODE_ENV === "production") {
      for (const name of REQUIRED_INVOICE_SETTINGS) {
        if (config[name] === undefined) {
          ctx.addIssue({ code: "custom", path: [name], message: "est obligatoire en production (factures)" });
        }
      }
    }
    if (
      config.INVOICE_VAT_RATE !== undefined &&
      config.NODE_ENV === "production" &&
      !config.INVOICE_VAT_NUMBER
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["INVOICE_VAT_NUMBER"],
        message: "est obligatoire en production quand INVOICE_VAT_RATE est renseigné",
      });
    }
    if (config.NODE_ENV === "production" && config.FEDAPAY_ENVIRONMENT === "simulator") {
      ctx.addIssue({
        code: "custom",
        path: ["FEDAPAY_ENVIRONMENT"],
        message: "ne peut valoir simulator en production",
      });
    }
    // A real FedaPay account needs both keys: one to create transactions, one to check its webhooks.
    if (config.FEDAPAY_ENVIRONMENT === "sandbox" || config.FEDAPAY_ENVIRONMENT === "live") {
      for (const key of ["FEDAPAY_SECRET_KEY", "FEDAPAY_WEBHOOK_SECRET"] as const) {
        if (!config[key])
          ctx.addIssue({ code: "custom", path: [key], message: "est obligatoire avec FEDAPAY_ENVIRONMENT" });
      }
    }
    // A channel is all set or all unset: half a channel would queue messages nobody sends.
    const groups = [
      ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"],
      ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"],
    ] as const;
    for (const group of groups) {
      const set = group.filter((name) => config[name] !== undefined);
      if (set.length === 0 || set.length === group.length) continue;
      for (const name of group.filter((name) => config[name] === undefined))
        ctx.addIssue({ code: "custom", path: [name], message: `est obligatoire avec ${set.join(", ")}` });
    }
  });

type ParsedSettings = z.infer<typeof configSchema>;

export type Config = Omit<
  ParsedSettings,
  | "PUBLIC_URL"
  | "REQUIRE_ADMIN_2FA"
  | "SESSION_CACHE_SECONDS"
  | "FEDAPAY_ENVIRONMENT"
  | (typeof REQUIRED_INVOICE_SETTINGS)[number]
> & {
  /** Always set: the real ones in production, the demonstration's elsewhere when unset. */
  INVOICE_SELLER_NAME: string;
  INVOICE_SELLER_ADDRESS: string;
  INVOICE_SELLER_SIRET: string;
  /** The invoice settings left unset, filled with the demonstration's values (never in production). */
  INVOICE_DEMO_SETTINGS: string[];
  /** Unset when online payment is off; `simulator` by default in the development demo. */
  FEDAPAY_ENVIRONMENT: "sandbox" | "live" | "simulator" | undefined;
  /** Always set: derived from PORT when absent, without a trailing slash. */
  PUBLIC_URL: string;
  /** Always set: an admin must confirm sign-ins with an authenticator code before any admin route answers. */
  REQUIRE_ADMIN_2FA: boolean;
  /** Always set: 5 unless said, 0 under NODE_ENV=test. */
  SESSION_CACHE_SECONDS: number;
};

/** The demo accounts and parcels are loaded only outside production. */
export const demoDataAllowed = (settings: Pick<ParsedSettings, "NODE_ENV" | "DEMO_DATA">) =>
  settings.NODE_ENV !== "production" && settings.DEMO_DATA;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Validates the settings and reports every bad one at once, each named. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(racine)"} ${issue.message}`),
    );
  }
  const settings = result.data;
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, "");
  const invoiceDemoSettings = REQUIRED_INVOICE_SETTINGS.filter((name) => settings[name] === undefined);
  return {
    ...settings,
    ...DEMO_INVOICE_SELLER,
    ...Object.fromEntries(
      REQUIRED_INVOICE_SETTINGS.flatMap((name) => (settings[name] ? [[name, settings[name]]] : [])),
    ),
    INVOICE_DEMO_SETTINGS: invoiceDemoSettings,
    PUBLIC_URL: publicUrl,
    REQUIRE_ADMIN_2FA: settings.REQUIRE_ADMIN_2FA ?? !demoDataAllowed(settings),
    SESSION_CACHE_SECONDS: settings.SESSION_CACHE_SECONDS ?? (settings.NODE_ENV === "test" ? 0 : 5),
    FEDAPAY_ENVIRONMENT:
      settings.FEDAPAY_ENVIRONMENT ?? (settings.NODE_ENV === "development" ? "simulator" : undefined),
  };
}
