import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookRefused } from "./payment-provider";

/** How old (or how far ahead) a webhook's timestamp may be: the SDK's 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** `t=<unix>,s=<hex HMAC-SHA256 of "<t>.<raw body>">`, the header FedaPay signs webhooks with. */
export function signWebhook(rawBody: string, secret: string, unixSeconds: number): string {
  const signature = createHmac("sha256", secret).update(`${unixSeconds}.${rawBody}`, "utf8").digest("hex");
  return `t=${unixSeconds},s=${signature}`;
}

/**
 * The check of FedaPay's `Webhook.constructEvent` (same header, same HMAC, constant-time compare),
 * written here because the SDK keeps its key in process-wide statics (decision 079); unlike it, a
 * timestamp from the future beyond the tolerance is refused too, and a malformed header never throws
 * anything but `WebhookRefused`.
 */
export function verifyWebhookSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookRefused("missing signature header");
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(",")) {
    const [key, value = ""] = item.trim().split("=", 2);
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === "s" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null) throw new WebhookRefused("no timestamp in signature header");
  if (signatures.length === 0) throw new WebhookRefused("no signature in signature header");
  const expected = Buffer.from(signWebhook(rawBody, secret, timestamp).split(",s=")[1] ?? "", "hex");
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, "hex"), expected));
  if (!matches) throw new WebhookRefused("signature does not match");
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookRefused("timestamp outside the tolerance");
}
