import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app";

/**
 * AUTH_RATE_LIMIT_FACTOR multiplies every per-IP limit of the auth routes, the default one of the routes
 * without a rule of their own included (the e-mail's confirmation link): the end-to-end suite, whose
 * browsers all come from one address, confirmed more than 100 accounts a minute when run three times over.
 */
describe("the auth routes' per-IP limits with AUTH_RATE_LIMIT_FACTOR", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: true, env: { AUTH_RATE_LIMIT_FACTOR: "2" } });
  });
  afterAll(() => t.close());

  it("lets twice the default 100 confirmation links a minute through, and refuses the next", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 201; i++) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/auth/verify-email?token=pas-un-jeton&callbackURL=%2F",
        remoteAddress: "203.0.113.7",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 200).filter((status) => status === 429)).toEqual([]);
    expect(statuses[200]).toBe(429);
  });
});
