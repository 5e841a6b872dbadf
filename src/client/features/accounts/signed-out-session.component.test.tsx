// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isMarkedSignedOut, markSignedOut } from "#client/lib/signed-out-marker";
import { SIGNED_OUT_COOKIE } from "#shared/signed-out-cookie";
import { sessionResource } from "./session";

/**
 * A device signed out while offline (decision 099, docs/product/offline.md#sign-out-offline): as long as
 * the marker is set, the app reads a visitor, whatever the session read gives — nothing (offline) or
 * an answer that still names the account (a copy, a server that has not heard yet).
 */

const USER = { id: "u-1", email: "afi@mail.com", name: "Afi", role: "client", emailVerified: true };

// fetch is the browser's boundary: answered with a real Response, or failing as offline.
const answerWith = (body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }),
    ),
  );
const offline = () =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  // A date in the past, not max-age=0, which happy-dom could leave as an emptied cookie in a loaded run.
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what markSignedOut wrote.
  document.cookie = `${SIGNED_OUT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  sessionResource.set(null, { updatedAt: 0 });
});

describe("a device signed out before the server heard it", () => {
  it("the marker is a cookie every request carries, readable by the page", () => {
    expect(isMarkedSignedOut()).toBe(false);
    markSignedOut();
    expect(isMarkedSignedOut()).toBe(true);
    expect(document.cookie).toContain(`${SIGNED_OUT_COOKIE}=1`);
  });

  it("offline, the session reads as a visitor instead of failing", async () => {
    offline();
    await expect(sessionResource.refresh()).rejects.toThrow();
    markSignedOut();
    await expect(sessionResource.refresh()).resolves.toBeNull();
  });

  it("an answer that still names the account is not believed while the marker is set", async () => {
    answerWith({ user: USER });
    await expect(sessionResource.refresh()).resolves.toMatchObject({ id: "u-1" });
    markSignedOut();
    await expect(sessionResource.refresh()).resolves.toBeNull();
  });
});
