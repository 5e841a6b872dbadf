import { describe, expect, it } from "vitest";
import { PRODUCTION_INVOICE_ENV } from "#server/test/server-process";
import { ConfigError, parseConfig } from "./config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration", () => {
  it("gives every setting its documented default", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
    expect(config.TARIFF_CENTS_PER_KG).toBe(1200);
    expect(config.TARIFF_FCFA_PER_KG).toBe(7860);
    expect(config.PASSWORD_MIN_LENGTH).toBe(8);
    expect(config.MOBILE_MONEY_OPERATOR).toBe("TMoney / Mixx by Yas");
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.DEMO_DATA).toBe(true);
  });

  it("runs the outbox worker and stops at once on SIGTERM within 20 s unless told otherwise", () => {
    const defaults = parseConfig({});
    expect([
      defaults.OUTBOX_WORKER,
      defaults.SHUTDOWN_DELAY_SECONDS,
      defaults.SHUTDOWN_TIMEOUT_SECONDS,
    ]).toEqual([true, 0, 20]);
    const set = parseConfig({
      OUTBOX_WORKER: "false",
      SHUTDOWN_DELAY_SECONDS: "3",
      SHUTDOWN_TIMEOUT_SECONDS: "30",
    });
    expect([set.OUTBOX_WORKER, set.SHUTDOWN_DELAY_SECONDS, set.SHUTDOWN_TIMEOUT_SECONDS]).toEqual([
      false,
      3,
      30,
    ]);
    expect(problemsOf({ SHUTDOWN_TIMEOUT_SECONDS: "0", OUTBOX_WORKER: "non" })).toEqual([
      expect.stringMatching(/^SHUTDOWN_TIMEOUT_SECONDS doit être au moins 1/),
      expect.stringMatching(/^OUTBOX_WORKER doit valoir true ou false/),
    ]);
  });

  it("treats an empty string as not set", () => {
    const config = parseConfig({ PORT: "", DATABASE_URL: "", AUTH_SECRET: "  " });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names PORT when it is not a number", () => {
    expect(problemsOf({ PORT: "abc" })).toEqual([expect.stringMatching(/^PORT /)]);
  });

  it("names DATABASE_URL when it is not a postgres URL", () => {
    expect(problemsOf({ DATABASE_URL: "nonsense" })).toEqual([expect.stringMatching(/^DATABASE_URL /)]);
    expect(problemsOf({ DATABASE_URL: "mysql://localhost/x" })).toEqual([
      expect.stringMatching(/^DATABASE_URL /),
    ]);
  });

  it("lists every bad setting at once", () => {
    const problems = problemsOf({
      PORT: "70000",
      SMTP_URL: "http://mail",
      ADMIN_EMAILS: "a@b.fr, pas-un-email",
    });
    expect(problems.map((problem) => problem.split(" ")[0]?.split(".")[0])).toEqual([
      "PORT",
      "SMTP_URL",
      "ADMIN_EMAILS",
    ]);
  });

  it("requires AUTH_SECRET and SMTP_URL in production", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      "AUTH_SECRET est obligatoire en production",
      "SMTP_URL est obligatoire en production",
      "INVOICE_SELLER_NAME est obligatoire en production (factures)",
      "INVOICE_SELLER_ADDRESS est obligatoire en production (factures)",
      "INVOICE_SELLER_SIRET est obligatoire en production (factures)",
    ]);
    const production = {
      NODE_ENV: "production",
      ...PRODUCTION_INVOICE_ENV,
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.example:587",
    };
    expect(parseConfig(production).NODE_ENV).toBe("production");
  });

  it("parses ADMIN_EMAILS as a lower-cased comma-separated list", () => {
    expect(
      parseConfig({ ADMIN_EMAILS: " Chef@Colibri.example ,autre@colibri.example," }).ADMIN_EMAILS,
    ).toEqual(["chef@colibri.example", "autre@colibri.example"]);
  });

  it("refuses a password minimum below 8", () => {
    expect(problemsOf({ PASSWORD_MIN_LENGTH: "6" })).toEqual([
      expect.stringMatching(/^PASSWORD_MIN_LENGTH /),
    ]);
  });

  it("checks the WhatsApp number is in +228 format", () => {
    expect(problemsOf({ SUPPORT_WHATSAPP: "0612345678" })).toEqual([
      expect.stringMatching(/^SUPPORT_WHATSAPP /),
    ]);
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(parseConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseConfig({ PUBLIC_URL: "https://colibri.example/" }).PUBLIC_URL).toBe(
      "https://colibri.example",
    );
  });
});
