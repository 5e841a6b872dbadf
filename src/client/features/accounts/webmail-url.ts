/**
 * Where "Ouvrir ma boîte mail" leads after sign-up (docs/product/accounts.md#sign-up): the webmail of the
 * big providers, otherwise a bare mailto: link, which opens the device's mail app.
 */
const WEBMAILS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(gmail|googlemail)\.com$/, "https://mail.google.com"],
  // outlook.fr, hotmail.com, live.co.uk…: one provider, many country domains.
  [/^(outlook|hotmail|live)\.[a-z]{2,3}(\.[a-z]{2})?$/, "https://outlook.live.com"],
  [/^yahoo\.[a-z]{2,3}(\.[a-z]{2})?$/, "https://mail.yahoo.com"],
];

export const MAIL_APP_URL = "mailto:";

export function webmailUrl(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return MAIL_APP_URL;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  for (const [pattern, url] of WEBMAILS) {
    if (pattern.test(domain)) return url;
  }
  return MAIL_APP_URL;
}

/** Webmails open in a new tab; the mail app link must not leave an empty tab behind. */
export function isWebmail(url: string): boolean {
  return url !== MAIL_APP_URL;
}
