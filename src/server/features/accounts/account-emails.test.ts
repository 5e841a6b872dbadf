import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "#server/test/accounts-test-kit";
import { PRODUCTION_INVOICE_ENV } from "#server/test/server-process";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

/**
 * With no SMTP_URL outside production (decision 007), account e-mails wait in /dev/mailbox with clickable
 * links.
 */

const escaped = (url: string) => url.replaceAll("&", "&amp;");

describe.each(testDatabaseKinds)("account e-mails in the developer mailbox on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it("lists the queued e-mails newest first, each with its link clickable", async () => {
    await signUp(t.app, "ama@mail.com");
    await signUp(t.app, "kofi@mail.com");
    await testBrowser(t.app).post("/api/auth/request-password-reset", { email: "ama@mail.com" });
    const confirmation = await lastEmailTo(t.app, "kofi@mail.com");
    const reset = await lastEmailTo(t.app, "ama@mail.com");

    const response = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-store");
    const html = response.body;
    expect(html).toContain("Boîte de réception de développement");
    expect(html).toContain(`<a href="${escaped(confirmation.link as string)}">`);
    expect(html).toContain(`<a href="${escaped(reset.link as string)}">`);

    const listed = html
      .split("<article>")
      .slice(1)
      .map(
        (article) =>
          `${article.match(/<h2>(.*?)<\/h2>/)?.[1]} → ${article.match(/À <strong>(.*?)<\/strong>/)?.[1]}`,
      );
    expect(listed).toEqual([
      "Réinitialisation de votre mot de passe — Colibri → ama@mail.com",
      "Confirmez votre adresse e-mail — Colibri → kofi@mail.com",
      "Confirmez votre adresse e-mail — Colibri → ama@mail.com",
    ]);
  });

  it("gives links that work when followed: the confirmation link from the page confirms the account", async () => {
    await signUp(t.app, "efua@mail.com");
    const html = (await t.app.inject({ method: "GET", url: "/dev/mailbox" })).body;
    const href = html.match(
      /<a href="(http:\/\/localhost:3000\/api\/auth\/verify-email[^"]+)"/,
    )?.[1] as string;
    const browser = testBrowser(t.app);
    const opened = await browser.get(href.replaceAll("&amp;", "&").replace("http://localhost:3000", ""));
    expect(opened.statusCode).toBe(302);
    expect(await browser.me()).toMatchObject({ email: "efua@mail.com", emailVerified: true });
  });
});

describe("the developer mailbox in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: "production",
        ...PRODUCTION_INVOICE_ENV,
        LOG_LEVEL: "silent",
        AUTH_SECRET: "production-secret-production-secret!",
        SMTP_URL: "smtp://127.0.0.1:2525",
      },
    });
  });
  afterAll(() => t.close());

  it("does not exist (404), even after e-mails were queued", async () => {
    await signUp(t.app, "ama@mail.com");
    const response = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("ama@mail.com");
  });
});
