import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { emailOutbox } from "../db/schema";
import { linksIn } from "../features/mail/email-layout";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * A browser for `app.inject()`: keeps its cookies and sends the site's Origin, as a real page would.
 * Use one per person in a test.
 */
export function testBrowser(app: FastifyInstance, options: { origin?: string } = {}) {
  const cookies = new Map<string, string>();
  async function request(
    method: "GET" | "POST",
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      ...(method === "POST" ? { payload: (body ?? {}) as object } : {}),
      headers: {
        origin: options.origin ?? TEST_ORIGIN,
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
          : {}),
        ...headers,
      },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === "" || cookie.maxAge === 0) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
  return {
    cookies,
    get: (url: string, headers?: Record<string, string>) => request("GET", url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request("POST", url, body, headers),
    /** The signed-in user as the client sees it, or null. */
    async me() {
      return (await request("GET", "/api/accounts/me")).json().user as {
        id: string;
        email: string;
        name: string;
        role: string;
        emailVerified: boolean;
        twoFactorEnabled: boolean;
        mustSetUpTwoFactor: boolean;
        mustVerifyTwoFactor: boolean;
        reference: string;
      } | null;
    },
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

/** The newest queued e-mail to an address and the first link in it (pointing at our own site). */
export async function lastEmailTo(app: FastifyInstance, to: string) {
  const [message] = await app.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  if (!message) throw new Error(`no e-mail to ${to}`);
  const link = linksIn(message.textBody)[0];
  return { ...message, link, path: link ? link.replace(/^https?:\/\/[^/]+/, "") : undefined };
}

/** Signs up and confirms through the real e-mail link; returns a signed-in browser. */
export async function confirmedUser(app: FastifyInstance, email: string, password = "Colibri-Test-2026") {
  const browser = testBrowser(app);
  const signUp = await browser.post("/api/auth/sign-up/email", {
    email,
    password,
    confirmPassword: password,
    // Every test client has a phone, as after a first request (docs/product/recipients.md#phone-numbers).
    phone: "06 12 34 56 78",
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const { path } = await lastEmailTo(app, email);
  await browser.get(path as string);
  return browser;
}
