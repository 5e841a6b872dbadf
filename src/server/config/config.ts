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
    // false: this instance never sends the outbox's e-mails and leaves them to the instances that do.
    OUTBOX_WORKER: booleanFlag(true),
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
    // Where recipients collect parcels, per arrival country (docs/product/recipients.md#ready-for-pickup).
    COLLECTION_POINT_TG: optionalText("Colibri (démo) | Boulevard de l'Exemple | Lomé | Togo"),
    COLLECTION_HOURS_TG: optionalText("Lun-Sam 9 h-18 h"),
    COLLECTION_POINT_FR: optionalText("Colibri (démo) | 1 rue de l'Exemple | 75000 Paris | France"),
    COLLECTION_HOURS_FR: optionalText("Lun-Ven 9 h-18 h | Sam 9 h-13 h"),
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

export type Config = Omit<ParsedSettings, "PUBLIC_URL" | "REQUIRE_ADMIN_2FA" | "SESSION_CACHE_SECONDS"> & {
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
  return {
    ...settings,
    PUBLIC_URL: publicUrl,
    REQUIRE_ADMIN_2FA: settings.REQUIRE_ADMIN_2FA ?? !demoDataAllowed(settings),
    SESSION_CACHE_SECONDS: settings.SESSION_CACHE_SECONDS ?? (settings.NODE_ENV === "test" ? 0 : 5),
  };
}
