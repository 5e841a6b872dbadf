import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../db/database";
import { emailOutbox, users } from "../db/schema";
import { lastEmailTo, TEST_ORIGIN, type TestBrowser, testBrowser } from "./test-browser";

/**
 * Shared by the accounts API tests: passwords that pass the password rules, and the small steps every
 * flow repeats.
 */

export const PASSWORD = "Colibri-Test-2026";
export const NEW_PASSWORD = "Nouveau-Colis-2027";
export const ADMIN_EMAIL = "chef@colibri.example";

/** One route behind each guard; each GET answers with the user the guard found. */
export function guardedRoutes(app: FastifyInstance) {
  app.get("/api/test/user", { preHandler: app.guards.requireUser }, async (request) => request.sessionUser);
  app.get(
    "/api/test/confirmed",
    { preHandler: app.guards.requireConfirmed },
    async (request) => request.sessionUser,
  );
  app.get("/api/test/admin", { preHandler: app.guards.requireAdmin }, async (request) => request.sessionUser);
  // One of the product's own routes that changes data, beside Better Auth's.
  app.post("/api/test/change", { preHandler: app.guards.requireUser }, async () => {
    productRouteCalls.count += 1;
    return { ok: true };
  });
}

/** How many times the POST test route ran: a refused request must never reach it. */
export const productRouteCalls = { count: 0 };

let lastIp = 0;
/** A new client IP each call, so that creating test accounts never trips the per-IP sign-up limit. */
export function freshIp(): string {
  lastIp += 1;
  return `10.200.${Math.floor(lastIp / 250)}.${lastIp % 250}`;
}

/** Signs up (without confirming) from a fresh IP; returns a new browser, not signed in. */
export async function signUp(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    remoteAddress: freshIp(),
    payload: { email, password, confirmPassword: password },
    headers: { origin: TEST_ORIGIN },
  });
  expect(response.statusCode, response.body).toBe(200);
  return testBrowser(app);
}

/** Signs up and opens the confirmation link: a confirmed client, signed in (rate limits or not). */
export async function confirmedAccount(app: FastifyInstance, email: string, password = PASSWORD) {
  const browser = await signUp(app, email, password);
  const response = await browser.get((await lastEmailTo(app, email)).path as string);
  expect(response.statusCode).toBe(302);
  return browser;
}

export function signIn(browser: TestBrowser, email: string, password = PASSWORD) {
  return browser.post("/api/auth/sign-in/email", { email, password });
}

/** A second device of the same person: a fresh browser, signed in. */
export async function otherDevice(app: FastifyInstance, email: string, password = PASSWORD) {
  const browser = testBrowser(app);
  const response = await signIn(browser, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

/** The Cookie header a browser would send, to replay it from somewhere else. */
export function cookieHeader(browser: TestBrowser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A POST with a raw body (or none at all), as a script rather than the site's page would send it. */
export function rawPost(
  app: FastifyInstance,
  url: string,
  payload: string | undefined,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url,
    payload,
    headers: {
      origin: TEST_ORIGIN,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
  });
}

export async function emailCount(app: FastifyInstance, to: string): Promise<number> {
  const [row] = await app.database.db
    .select({ value: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to));
  return row?.value ?? 0;
}

/** The token of a reset link such as http://localhost:3000/reset-password?token=…. */
export function tokenOf(link: string | undefined): string {
  const token = new URL(link ?? "").searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** The id of an account, for tests that write rows for it straight into the database. */
export async function userIdOf(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
