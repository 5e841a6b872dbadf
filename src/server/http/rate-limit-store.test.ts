import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import { API_RATE_LIMIT } from "./rate-limit";
import { BATCH } from "./rate-limit-store";

const WINDOW = 60_000;
const MAX = 10;
const TOO_MANY = {
  code: "RATE_LIMITED",
  message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
};

describe.each(testDatabaseKinds)("the general API limit shared by every instance, on %s", (kind) => {
  let clock = Date.UTC(2026, 0, 5, 9);
  const limits = { apiRateLimit: { max: MAX, timeWindow: WINDOW }, rateLimitClock: () => clock };
  let first: TestApp;
  let second: TestApp;
  /** Two server instances on one database, as behind a load balancer. */
  let instances: TestApp[];
  const apiRequest = (instance: TestApp, ip: string) =>
    instance.app.inject({ method: "GET", url: "/api/config", remoteAddress: ip });

  beforeAll(async () => {
    first = await createTestApp({ kind, ...limits });
    second = await createTestApp({ database: first.database, ...limits });
    instances = [first, second];
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it(`lets exactly ${MAX} requests of one IP through both instances together, then answers 429 in French`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * MAX; i++)
      statuses.push((await apiRequest(instances[i % 2] as TestApp, "10.60.0.1")).statusCode);
    expect(statuses).toEqual([...Array(MAX).fill(200), ...Array(MAX).fill(429)]);

    const blocked = await apiRequest(second, "10.60.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(blocked.headers).toMatchObject({
      "x-ratelimit-limit": String(MAX),
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset": "60",
      "retry-after": "60",
    });
    // Another visitor is not punished for it.
    expect((await apiRequest(first, "10.60.0.2")).statusCode).toBe(200);
  });

  it("counts requests arriving at the same moment on both instances exactly once each", async () => {
    const responses = await Promise.all(
      Array.from({ length: 3 * MAX }, (_, i) => apiRequest(instances[i % 2] as TestApp, "10.61.0.1")),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(MAX);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(2 * MAX);
  });

  it("opens a new window once the last one has passed, not before", async () => {
    const ip = "10.62.0.1";
    for (let i = 0; i < MAX; i++)
      expect((await apiRequest(instances[i % 2] as TestApp, ip)).statusCode).toBe(200);
    clock += 30_000;
    const waiting = await apiRequest(first, ip);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBe("30");
    clock += 29_999;
    expect((await apiRequest(second, ip)).statusCode).toBe(429);

    clock += 1;
    const again = await apiRequest(second, ip);
    expect(again.statusCode).toBe(200);
    expect(again.headers).toMatchObject({
      "x-ratelimit-remaining": String(MAX - 1),
      "x-ratelimit-reset": "60",
    });
  });

  it("keeps one row per IP, and deletes the rows whose window has passed, of its own limit only", async () => {
    const db = first.database.db;
    for (let i = 0; i < 3; i++) await apiRequest(first, "10.63.0.1");
    await apiRequest(first, "10.63.0.2");
    await db.insert(rateLimits).values({
      id: "rl-other",
      key: "account:sign-in:someone@mail.com",
      count: 1,
      lastRequest: clock - 10 * WINDOW,
    });
    const rows = () => db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits);
    expect((await rows()).filter((row) => row.key.startsWith("ip:api:10.63."))).toEqual([
      { key: "ip:api:10.63.0.1", count: 3 },
      { key: "ip:api:10.63.0.2", count: 1 },
    ]);

    clock += 2 * WINDOW;
    await apiRequest(first, "10.64.0.1");
    await apiRequest(second, "10.64.0.1");
    expect(await db.$count(rateLimits, like(rateLimits.key, "ip:api:%"))).toBe(1);
    expect(await db.$count(rateLimits, sql`${rateLimits.key} = 'account:sign-in:someone@mail.com'`)).toBe(1);
  });
});

describe.each(testDatabaseKinds)("a large limit written in batches (decision 049), on %s", (kind) => {
  const LARGE = API_RATE_LIMIT.max;
  const clock = Date.UTC(2026, 0, 6, 9);
  const limits = { apiRateLimit: API_RATE_LIMIT, rateLimitClock: () => clock };
  let first: TestApp;
  let second: TestApp;
  const apiRequest = (instance: TestApp, ip: string) =>
    instance.app.inject({ method: "GET", url: "/api/config", remoteAddress: ip });
  const sharedCount = async (ip: string) => {
    const [row] = await first.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `ip:api:${ip}`));
    return row?.count ?? 0;
  };

  beforeAll(async () => {
    first = await createTestApp({ kind, ...limits });
    second = await createTestApp({ database: first.database, ...limits });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it(`writes the shared count once per ${BATCH} requests, and answers the count as if written each time`, async () => {
    const ip = "10.66.0.1";
    const remaining: string[] = [];
    for (let i = 1; i <= BATCH; i++)
      remaining.push(String((await apiRequest(first, ip)).headers["x-ratelimit-remaining"]));
    expect(remaining).toEqual(Array.from({ length: BATCH }, (_, i) => String(LARGE - 1 - i)));
    // The first request wrote 1; the next ones wait in this process.
    expect(await sharedCount(ip)).toBe(1);
    await apiRequest(first, ip);
    expect(await sharedCount(ip)).toBe(BATCH + 1);
  });

  it(`alone, lets exactly ${LARGE} requests of one IP through (the last ${BATCH} written one by one)`, async () => {
    const ip = "10.66.0.2";
    const statuses: number[] = [];
    for (let i = 0; i < LARGE + 5; i++) statuses.push((await apiRequest(first, ip)).statusCode);
    expect(statuses).toEqual([...Array(LARGE).fill(200), ...Array(5).fill(429)]);
    expect(await sharedCount(ip)).toBe(LARGE + 5);
  });

  it(`alone, lets exactly ${LARGE} of ${LARGE + 50} requests arriving at once through`, async () => {
    const responses = await Promise.all(
      Array.from({ length: LARGE + 50 }, () => apiRequest(first, "10.66.0.4")),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(LARGE);
  });

  it(`two instances together let through at most ${BATCH - 1} more than the limit`, async () => {
    const ip = "10.66.0.3";
    let passed = 0;
    for (let i = 0; i < 2 * LARGE; i++)
      if ((await apiRequest(i % 2 === 0 ? first : second, ip)).statusCode === 200) passed += 1;
    expect(passed).toBeGreaterThanOrEqual(LARGE);
    expect(passed).toBeLessThanOrEqual(LARGE + BATCH - 1);
  });
});

describe("the general API limit when the database cannot count", () => {
  it("lets the request through (logged) instead of failing the API with a 500", async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/config", remoteAddress: "10.65.0.1" });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
