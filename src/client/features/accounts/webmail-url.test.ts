import { describe, expect, it } from "vitest";
import { isWebmail, MAIL_APP_URL, webmailUrl } from "./webmail-url";

describe("webmailUrl", () => {
  it("opens Gmail for gmail.com addresses", () => {
    expect(webmailUrl("ama@gmail.com")).toBe("https://mail.google.com");
    expect(webmailUrl("  Kofi@GMail.com ")).toBe("https://mail.google.com");
  });

  it("opens Outlook for outlook, hotmail and live addresses, whatever the country domain", () => {
    for (const email of [
      "a@outlook.com",
      "a@outlook.fr",
      "a@hotmail.com",
      "a@hotmail.fr",
      "a@live.fr",
      "a@live.co.uk",
    ]) {
      expect(webmailUrl(email), email).toBe("https://outlook.live.com");
    }
  });

  it("opens Yahoo Mail for yahoo addresses", () => {
    expect(webmailUrl("a@yahoo.fr")).toBe("https://mail.yahoo.com");
    expect(webmailUrl("a@yahoo.com")).toBe("https://mail.yahoo.com");
  });

  it("falls back to a mailto: link for any other provider", () => {
    expect(webmailUrl("a@orange.fr")).toBe(MAIL_APP_URL);
    expect(webmailUrl("a@colibri.example")).toBe(MAIL_APP_URL);
    expect(MAIL_APP_URL).toBe("mailto:");
  });

  it("does not mistake look-alike domains for the big providers", () => {
    expect(webmailUrl("a@gmail.com.evil.test")).toBe(MAIL_APP_URL);
    expect(webmailUrl("a@live.example.org")).toBe(MAIL_APP_URL);
    expect(webmailUrl("a@notgmail.com")).toBe(MAIL_APP_URL);
  });

  it("copes with something that is not an address", () => {
    expect(webmailUrl("")).toBe(MAIL_APP_URL);
    expect(webmailUrl("pas-une-adresse")).toBe(MAIL_APP_URL);
  });
});

describe("isWebmail", () => {
  it("tells a webmail from the mail app link", () => {
    expect(isWebmail("https://mail.google.com")).toBe(true);
    expect(isWebmail(MAIL_APP_URL)).toBe(false);
  });
});
