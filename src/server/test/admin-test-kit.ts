import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { setRoleByEmail } from "../features/accounts/roles";
import { confirmedAccount } from "./accounts-test-kit";
import { TEST_ORIGIN, type TestBrowser } from "./test-browser";

/** Shared by the admin API tests: the admin and requests (parcels: `src/server/test/parcel-test-data.ts`). */

export const ADMIN = "admin@colibri.example";

/** A confirmed account made admin the way `npm run admin -- grant` does it; returns its signed-in browser. */
export async function adminBrowser(app: FastifyInstance, email = ADMIN): Promise<TestBrowser> {
  const browser = await confirmedAccount(app, email);
  await setRoleByEmail(app.database.db, email, "admin");
  return browser;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A request from a browser's session (cookies + the site's Origin), with any method. */
export function send(
  app: FastifyInstance,
  browser: TestBrowser | null,
  method: Method,
  url: string,
  body?: unknown,
) {
  const cookie = browser ? [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "";
  return app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** Sends and checks the status, showing the body when it is not the one expected. */
export async function expectStatus(
  promise: ReturnType<typeof send>,
  status: number,
): Promise<Awaited<ReturnType<typeof send>>> {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(status);
  return response;
}
