import { createHmac } from "node:crypto";

/**
 * How the providers sign what they send, written for the simulators from the providers' documentation
 * and deliberately not imported from the product (decision 093): if the product's check misread a
 * provider's rule, a simulator signing with the product's own function would agree with it and every
 * test would pass. Both sides are checked against vectors from elsewhere
 * (`src/server/test/webhook-signature-vectors.ts`).
 */

/** Meta's `X-Hub-Signature-256`: `sha256=` + hex HMAC-SHA256 of the body's bytes, keyed by the app secret. */
export function metaHubSignature(body: string, appSecret: string): string {
  const mac = createHmac("sha256", Buffer.from(appSecret, "utf8"));
  mac.update(Buffer.from(body, "utf8"));
  return `sha256=${mac.digest("hex")}`;
}

/**
 * Twilio's `X-Twilio-Signature`: base64 HMAC-SHA1, keyed by the auth token, of the URL as called then,
 * for each POST parameter in the byte order of its name, the name and the value, with no separator.
 */
export function twilioRequestSignature(authToken: string, url: string, form: Record<string, string>): string {
  const names = Object.keys(form).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const signed = [url, ...names.map((name) => `${name}${form[name]}`)].join("");
  return createHmac("sha1", Buffer.from(authToken, "utf8"))
    .update(Buffer.from(signed, "utf8"))
    .digest("base64");
}

/** FedaPay's `x-fedapay-signature`: `t=<unix>,s=<hex HMAC-SHA256 of "<t>.<body>">`, keyed by the secret. */
export function fedapaySignatureHeader(body: string, webhookSecret: string, unixSeconds: number): string {
  const mac = createHmac("sha256", Buffer.from(webhookSecret, "utf8"));
  mac.update(Buffer.from(`${unixSeconds}.${body}`, "utf8"));
  return `t=${unixSeconds},s=${mac.digest("hex")}`;
}
