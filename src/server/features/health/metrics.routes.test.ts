import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "#server/config/config";
import { emailOutbox } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { lanAddresses } from "#server/http/origin-check";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text answer (comment lines left out). */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

const find = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

const TOKEN = "un-jeton-de-scrape-assez-long";

describe.each(testDatabaseKinds)("GET /metrics on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return { body: response.body, all: samples(response.body) };
  };

  it("counts requests by route pattern and status, never by raw URL", async () => {
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/public/tracking/CLB-AAAAAA" });
    await t.app.inject({ method: "GET", url: "/api/public/tracking/CLB-BBBBBB" });
    await t.app.inject({ method: "GET", url: "/api/nope-1" });
    await t.app.inject({ method: "GET", url: "/api/nope-2" });
    await t.app.inject({ method: "GET", url: "/api/parcels/pkg-someone" });

    const { body, all } = await scrape();
    const requests = "colibri_http_requests_total";
    expect(find(all, requests, { method: "GET", route: "/api/health", status_code: "200" })[0]?.value).toBe(
      1,
    );
    expect(find(all, requests, { route: "/api/public/tracking/:code", status_code: "404" })[0]?.value).toBe(
      2,
    );
    expect(find(all, requests, { route: "unmatched", status_code: "404" })[0]?.value).toBe(2);
    expect(find(all, requests, { route: "/api/parcels/:id", status_code: "401" })[0]?.value).toBe(1);
    for (const raw of ["CLB-AAAAAA", "nope-1", "pkg-someone"]) expect(body).not.toContain(raw);

    const buckets = find(all, "colibri_http_request_duration_seconds_bucket", {
      route: "/api/public/tracking/:code",
      status_class: "4xx",
    });
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.find((bucket) => bucket.labels.le === "+Inf")?.value).toBe(2);
    expect(
      find(all, "colibri_http_request_duration_seconds_sum", { route: "/api/health" })[0]?.value,
    ).toBeGreaterThan(0);
  });

  it("shows the outbox backlog: how many e-mails wait, and for how long the oldest", async () => {
    let all = (await scrape()).all;
    expect(find(all, "colibri_email_outbox_pending")[0]?.value).toBe(0);
    expect(find(all, "colibri_email_outbox_oldest_pending_age_seconds")[0]?.value).toBe(0);

    for (const kind of ["first", "second"])
      await enqueueEmail(t.database.db, {
        kind,
        to: "ama@example.tg",
        subject: "Test",
        text: "Test",
        html: "<p>Test</p>",
      });
    // The oldest was queued 90 s ago; a sent one, older still, does not count.
    await t.database.db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '90 seconds'` })
      .where(eq(emailOutbox.kind, "first"));
    await enqueueEmail(t.database.db, { kind: "sent", to: "a@b.fr", subject: "x", text: "x", html: "x" });
    await t.database.db
      .update(emailOutbox)
      .set({ status: "sent", createdAt: sql`now() - interval '1 day'` })
      .where(eq(emailOutbox.kind, "sent"));

    all = (await scrape()).all;
    expect(find(all, "colibri_email_outbox_pending")[0]?.value).toBe(2);
    const age = find(all, "colibri_email_outbox_oldest_pending_age_seconds")[0]?.value;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });

  it("shows the database pool, the event-loop lag and the memory", async () => {
    const { all } = await scrape();
    expect(find(all, "colibri_database_up")[0]?.value).toBe(1);
    const max = find(all, "colibri_db_pool_max_connections")[0]?.value;
    const open = find(all, "colibri_db_pool_open_connections")[0]?.value ?? 0;
    const busy = find(all, "colibri_db_pool_busy_connections")[0]?.value;
    if (kind === "pglite") {
      expect([max, open, busy]).toEqual([1, 1, undefined]);
    } else {
      // The test databases' pool (test-database.ts); at least the scrape's own connection is open.
      expect(max).toBe(5);
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(5);
      expect(busy).toBeGreaterThanOrEqual(0);
      expect(busy).toBeLessThan(open);
    }
    expect(find(all, "colibri_nodejs_eventloop_lag_seconds")[0]?.value).toBeGreaterThanOrEqual(0);
    expect(find(all, "colibri_process_resident_memory_bytes")[0]?.value).toBeGreaterThan(0);
    expect(find(all, "colibri_nodejs_heap_size_used_bytes")[0]?.value).toBeGreaterThan(0);
  });
});

describe("who may read /metrics", () => {
  const notFoundBody = { code: "NOT_FOUND", message: "Ressource introuvable." };

  describe("without METRICS_TOKEN", () => {
    let t: TestApp;
    beforeAll(async () => {
      // Behind a proxy, so that X-Forwarded-For would be believed by request.ip: /metrics still ignores it.
      t = await createTestApp({ env: { TRUST_PROXY: "true" } });
    });
    afterAll(() => t.close());

    it("answers a client on this machine", async () => {
      for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
        const response = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress });
        expect(response.statusCode, remoteAddress).toBe(200);
      }
    });

    it("is an unknown path for anyone else, whatever X-Forwarded-For says", async () => {
      const outside = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5" });
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual(notFoundBody);
      const claimed = await t.app.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress: "203.0.113.5",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(claimed.statusCode).toBe(404);
    });

    it("refuses what a reverse proxy on this machine forwards", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { "x-forwarded-for": "203.0.113.5" },
      });
      expect(response.statusCode).toBe(404);
    });

    it("checks the socket's real address", async () => {
      await t.app.listen({ port: 0, host: "0.0.0.0" });
      const { port } = t.app.server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      // Reached through this machine's network address, the client is not loopback any more.
      const lan = lanAddresses()[0];
      if (lan) expect((await fetch(`http://${lan}:${port}/metrics`)).status).toBe(404);
    });
  });

  describe("with METRICS_TOKEN", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { METRICS_TOKEN: TOKEN },
        apiRateLimit: { max: 2, timeWindow: 60_000 },
      });
    });
    afterAll(() => t.close());

    const scrapeWith = (authorization: string | undefined, remoteAddress = "203.0.113.5") =>
      t.app.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress,
        headers: authorization ? { authorization } : {},
      });

    it("answers the right bearer token from anywhere", async () => {
      expect((await scrapeWith(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    });

    it.each([
      ["no token, even from this machine", undefined, "127.0.0.1"],
      ["a wrong token", "Bearer un-autre-jeton-assez-long", undefined],
      ["the token with a letter more", `Bearer ${TOKEN}x`, undefined],
      ["the token without Bearer", TOKEN, undefined],
    ])("is an unknown path with %s", async (_label, authorization, remoteAddress) => {
      const response = await scrapeWith(authorization, remoteAddress);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    });

    it("is not counted by the API rate limit", async () => {
      for (let i = 0; i < 5; i++) expect((await scrapeWith(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    });
  });

  it("METRICS_TOKEN must have at least 16 characters", () => {
    expect(() => parseConfig({ METRICS_TOKEN: "trop-court" })).toThrow(ConfigError);
    expect(() => parseConfig({ METRICS_TOKEN: "trop-court" })).toThrow(
      /METRICS_TOKEN doit contenir au moins 16 caractères/,
    );
    expect(parseConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
  });
});
