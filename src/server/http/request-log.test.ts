import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { testDatabaseKinds } from "../test/test-database";
import { loggableUrl } from "./request-log";

type LogLine = Record<string, unknown> & { level: number; msg: string };

/** The app's log lines, as pino writes them (one JSON object a line). */
function logCapture() {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    /** The lines of one request, by the id its answer carried. */
    of: (reqId: unknown) => lines.filter((line) => line.reqId === reqId),
  };
}

function crashRoute(app: FastifyInstance) {
  app.get("/api/test/crash", async () => {
    throw new Error("boom");
  });
}

describe.each(testDatabaseKinds)("request logs at info on %s", (kind) => {
  const log = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      env: { LOG_LEVEL: "info" },
      logStream: log.stream,
      extraRoutes: crashRoute,
    });
  });
  afterAll(() => t.close());

  it("writes one line per request, with its id, route, status, duration and client", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/public/tracking/CLB-NOPE?lang=fr",
      remoteAddress: "198.51.100.7",
    });
    expect(response.statusCode).toBe(404);
    const lines = log.of(response.headers["x-request-id"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      url: "/api/public/tracking/CLB-NOPE?lang=fr",
      route: "/api/public/tracking/:code",
      statusCode: 404,
      ip: "198.51.100.7",
    });
    expect(lines[0]?.durationMs).toEqual(expect.any(Number));
    expect(
      log.lines.some((line) => line.msg === "incoming request" || line.msg === "request completed"),
    ).toBe(false);
  });

  it("keeps the one-time token of an e-mail link out of the log", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.secret&callbackURL=%2F",
    });
    const [line] = log.of(response.headers["x-request-id"]);
    expect(line?.url).toBe("/api/auth/verify-email");
    expect(JSON.stringify(log.lines)).not.toContain("eyJhbGciOiJIUzI1NiJ9");
  });

  it("logs a server error at error with its stack, beside the request's line", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    const lines = log.of(response.headers["x-request-id"]);
    const failure = lines.find((line) => line.level === 50);
    expect((failure?.err as { stack?: string } | undefined)?.stack).toContain("boom");
    expect(lines.filter((line) => line.msg === "request")).toMatchObject([{ level: 30, statusCode: 500 }]);
  });

  it("logs a scrape of /metrics only at debug, and a refused one like any 404", async () => {
    const scrape = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(scrape.statusCode).toBe(200);
    expect(log.of(scrape.headers["x-request-id"])).toEqual([]);
    const refused = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5" });
    expect(refused.statusCode).toBe(404);
    expect(log.of(refused.headers["x-request-id"])).toMatchObject([{ level: 30, statusCode: 404 }]);
  });
});

describe("request logs at LOG_LEVEL=warn", () => {
  const log = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: "warn" }, logStream: log.stream, extraRoutes: crashRoute });
  });
  afterAll(() => t.close());

  it("writes no line for the requests, and still the server error", async () => {
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(log.lines).toEqual([]);
    const crash = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(log.lines).toMatchObject([{ level: 50, reqId: crash.headers["x-request-id"] }]);
  });
});

describe("loggableUrl", () => {
  it.each([
    ["/api/auth/verify-email?token=abc&callbackURL=/", "/api/auth/verify-email"],
    ["/api/auth/magic-link/verify?token=abc", "/api/auth/magic-link/verify"],
    ["/api/auth/reset-password/abc123?callbackURL=/x", "/api/auth/reset-password/[redacted]"],
    ["/reset-password?token=abc", "/reset-password?token=%5Bredacted%5D"],
    ["/suivre?code=CLB-7K2M9Q", "/suivre?code=%5Bredacted%5D"],
    ["/api/admin/clients?q=ama%40mail.tg&page=2", "/api/admin/clients?q=%5Bredacted%5D&page=2"],
    ["/api/parcels?tab=active&limit=20", "/api/parcels?tab=active&limit=20"],
    ["/api/parcels/pkg-1", "/api/parcels/pkg-1"],
  ])("%s → %s", (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it("cuts a very long URL", () => {
    expect(loggableUrl(`/${"a".repeat(5000)}`)).toHaveLength(512);
  });
});
