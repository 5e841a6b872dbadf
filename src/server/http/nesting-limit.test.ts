import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, cookieHeader, freshIp } from "#server/test/accounts-test-kit";
import { adminBrowser } from "#server/test/admin-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { TEST_ORIGIN, type TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { FORBIDDEN_CHARACTER_MESSAGE, TOO_DEEP_MESSAGE } from "#shared/api-error";
import { jsonTextTooDeep, MAX_NESTING_DEPTH } from "./nesting-limit";
import { pathOfNulByte, problemInRequestValue } from "./refuse-nul-bytes";

/**
 * Bodies nested too deep are the client's 400 (docs/decisions/061-bounded-request-nesting.md): refused
 * before parsing, guards, validation or any handler, on every route, the auth bridge included; and the
 * walk over parsed values never recurses. The bad-bytes walk (test/bad-bytes.test.ts) covers the rest.
 */

const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}"x"${"}".repeat(depth)}`;
/** A real form's body with a deep value in one of its fields. */
const deepField = (depth: number) =>
  `{"email":"a@b.fr","password":"x","description":${nestedArrays(depth - 1)}}`;

/** A value nested `depth` levels, built without recursion. */
function deepValue(depth: number): unknown {
  let value: unknown = "fond";
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

describe("the nesting limit on raw JSON text", () => {
  it("counts brackets, not the ones inside strings", () => {
    expect(jsonTextTooDeep(nestedArrays(MAX_NESTING_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nestedArrays(MAX_NESTING_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(nestedObjects(MAX_NESTING_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(JSON.stringify({ note: "[".repeat(1000) }))).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify({ note: `\\"${"{".repeat(1000)}` }))).toBe(false);
    // Siblings do not add up: depth, not count.
    expect(jsonTextTooDeep(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])))).toBe(false);
  });
});

describe("the walk over parsed values", () => {
  it("does not recurse: 100 000 levels are refused, not a stack overflow", () => {
    expect(problemInRequestValue(deepValue(100_000))).toEqual({
      kind: "too-deep",
      path: Array.from({ length: MAX_NESTING_DEPTH }, () => "a").join("."),
    });
    expect(problemInRequestValue(deepValue(MAX_NESTING_DEPTH))).toBeUndefined();
    expect(problemInRequestValue(deepValue(MAX_NESTING_DEPTH + 1))?.kind).toBe("too-deep");
  });

  it("still finds the first NUL byte, in key order, keys included", () => {
    expect(pathOfNulByte({ a: "ok", b: ["ok", { c: "x\u0000" }], d: "\u0000" })).toBe("b.1.c");
    expect(pathOfNulByte({ a: "ok", "k\u0000": "ok", z: "\u0000" })).toBe("k\u0000");
    expect(pathOfNulByte("\u0000")).toBe("_");
    expect(pathOfNulByte({ a: [1, null, true, "ok"] })).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)("deeply nested bodies on %s", (kind) => {
  let testApp: TestApp;
  let client: TestBrowser;
  let admin: TestBrowser;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    client = await confirmedAccount(testApp.app, "profonde@colibri.example");
    admin = await adminBrowser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (who: TestBrowser | null, method: "POST" | "PUT", url: string, payload: string) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: freshIp(),
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        ...(who ? { cookie: cookieHeader(who) } : {}),
      },
    });

  const routes: { who: "visitor" | "client" | "admin"; method: "POST" | "PUT"; url: string }[] = [
    { who: "visitor", method: "POST", url: "/api/auth/sign-in/email" },
    { who: "visitor", method: "POST", url: "/api/auth/sign-up/email" },
    { who: "visitor", method: "POST", url: "/api/nulle-part" },
    { who: "client", method: "POST", url: "/api/parcels" },
    { who: "client", method: "PUT", url: "/api/accounts/me/phone" },
    { who: "admin", method: "POST", url: "/api/admin/departures" },
    { who: "admin", method: "PUT", url: "/api/admin/departures/inconnu" },
  ];

  for (const depth of [100, 10_000, 100_000]) {
    for (const [shape, body] of [
      ["arrays", nestedArrays],
      ["objects", nestedObjects],
      ["a form field", deepField],
    ] as const) {
      it(`refuses ${depth} levels of ${shape} with 400 on every route, before anything else`, async () => {
        for (const route of routes) {
          const who = route.who === "client" ? client : route.who === "admin" ? admin : null;
          const response = await send(who, route.method, route.url, body(depth));
          expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(400);
          expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
            code: "VALIDATION",
            message: TOO_DEEP_MESSAGE,
          });
        }
      });
    }
  }

  it("answers a visitor on a signed-in route 401 before reading the body, however deep", async () => {
    for (const depth of [100, 100_000]) {
      const response = await send(null, "POST", "/api/parcels", nestedArrays(depth));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    }
  });

  it("lets a body within the limit through to the route's own checks", async () => {
    const response = await send(client, "PUT", "/api/accounts/me/phone", deepField(MAX_NESTING_DEPTH - 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(TOO_DEEP_MESSAGE);
    const nul = await send(client, "PUT", "/api/accounts/me/phone", '{"phone":"\\u0000"}');
    expect(nul.json()).toMatchObject({ code: "VALIDATION", message: FORBIDDEN_CHARACTER_MESSAGE });
  });
});
