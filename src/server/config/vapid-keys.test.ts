import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { PRODUCTION_INVOICE_ENV } from "#server/test/server-process";
import { ConfigError, parseConfig } from "./config";
import { resolveVapidKeys } from "./vapid-keys";

/** The push key pair (docs/decisions/083-web-push.md): both halves or none, generated only for development. */
describe("VAPID keys", () => {
  const pair = webpush.generateVAPIDKeys();

  it("refuses half a pair and a key that is not one, naming the setting", () => {
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      new ConfigError(["VAPID_PRIVATE_KEY est obligatoire avec l'autre clé VAPID"]),
    );
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY doit être une clé publique VAPID/,
    );
    expect(() => parseConfig({ ...both(pair), VAPID_SUBJECT: "http://colibri.example" })).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it("uses the settings, with the support address as the default subject", () => {
    const config = parseConfig({ ...both(pair), NODE_ENV: "test", SUPPORT_EMAIL: "aide@colibri.example" });
    expect(resolveVapidKeys(config)).toEqual({ ...pair, subject: "mailto:aide@colibri.example" });
  });

  it("generates a pair once in development and keeps it in DATA_DIR; never in production or tests", () => {
    const dir = mkdtempSync(join(tmpdir(), "colibri-vapid-"));
    try {
      const development = parseConfig({ NODE_ENV: "development", DATA_DIR: dir });
      const first = resolveVapidKeys(development);
      expect(first?.publicKey).toMatch(/^[\w-]{87}$/);
      expect(resolveVapidKeys(development)).toEqual(first);
      expect(statSync(join(dir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
      expect(resolveVapidKeys(parseConfig({ NODE_ENV: "test", DATA_DIR: dir }))).toBeNull();
      expect(
        resolveVapidKeys(
          parseConfig({
            NODE_ENV: "production",
            DATA_DIR: dir,
            AUTH_SECRET: "x".repeat(32),
            SMTP_URL: "smtp://127.0.0.1:2525",
            ...PRODUCTION_INVOICE_ENV,
          }),
        ),
      ).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function both(keys: { publicKey: string; privateKey: string }) {
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
