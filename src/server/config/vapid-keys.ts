import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import type { Config } from "./config";

/** What signs every push (docs/decisions/083-web-push.md): the key pair and who the push services may contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The pair from the settings, or null: push is then off (nobody is offered it, nothing is queued). */
export function vapidKeysFromConfig(config: Config): VapidKeys | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`,
  };
}

/**
 * In development a missing pair is generated once and kept in DATA_DIR (like AUTH_SECRET), so the demo
 * offers push without anyone generating keys. Production and tests use the settings only: a key pair
 * that changes makes every subscription of every device useless.
 */
export function resolveVapidKeys(config: Config): VapidKeys | null {
  const configured = vapidKeysFromConfig(config);
  if (configured || config.NODE_ENV !== "development") return configured;
  const file = join(config.DATA_DIR, "vapid-keys.json");
  let keys: { publicKey: string; privateKey: string } | null = null;
  if (existsSync(file)) {
    try {
      keys = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      keys = null;
    }
  }
  if (!keys?.publicKey || !keys.privateKey) {
    keys = webpush.generateVAPIDKeys();
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`,
  };
}
