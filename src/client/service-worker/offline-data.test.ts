import { describe, expect, it } from "vitest";
import { FakeCacheStorage } from "#client/test/fake-cache-storage";
import { OFFLINE_COPY_HEADER } from "./offline-copy-header";
import {
  apiKind,
  MAX_AGE_MS,
  MAX_DETAILS,
  OfflineData,
  personalCacheName,
  userOfSession,
} from "./offline-data";

const ORIGIN = "https://colibri.example";
const get = (path: string) => new Request(`${ORIGIN}${path}`);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function setUp(start = Date.parse("2026-11-27T10:05:00Z")) {
  const storage = new FakeCacheStorage();
  let now = start;
  const data = new OfflineData(storage.asCacheStorage(), () => now);
  return { storage, data, later: (ms: number) => (now += ms) };
}

describe("which API answers the service worker keeps", () => {
  it("keeps the session, Mes Colis, a parcel's detail and the shared settings, nothing else", () => {
    const kind = (path: string) => apiKind(new URL(`${ORIGIN}${path}`));
    expect(kind("/api/accounts/me")).toBe("session");
    expect(kind("/api/parcels?tab=active")).toBe("list");
    expect(kind("/api/shop-orders")).toBe("list");
    expect(kind("/api/parcels/p-123")).toBe("detail");
    expect(kind("/api/config")).toBe("shared");
    expect(kind("/api/available-dates?from=FR&to=TG")).toBe("shared");
    for (const path of [
      "/api/parcels/p-123/payment",
      "/api/parcels/p-123/payment-proof",
      "/api/parcels/p-123/photos/f-1",
      "/api/parcels/notification-requests",
      "/api/admin/parcels",
      "/api/accounts/sessions",
    ]) {
      expect(kind(path), path).toBeNull();
    }
  });

  it("reads the account of a session answer", () => {
    expect(userOfSession({ user: { id: "u-1", name: "Awa" } })).toBe("u-1");
    expect(userOfSession({ user: null })).toBeNull();
    expect(userOfSession("nonsense")).toBeNull();
  });
});

describe("copies kept per account", () => {
  it("shows one account's copy to that account only, marked with its time", async () => {
    const { data } = setUp();
    await data.sessionSeen("awa");
    await data.keep("list", get("/api/parcels?tab=active"), json({ parcels: ["a"] }), "awa");
    const copy = await data.read("list", get("/api/parcels?tab=active"));
    expect(await copy?.json()).toEqual({ parcels: ["a"] });
    expect(copy?.headers.get(OFFLINE_COPY_HEADER)).toBe("2026-11-27T10:05:00.000Z");

    // Koffi signs in on the same phone: Awa's copies are gone before anything of his is kept.
    await data.sessionSeen("koffi");
    expect(await data.read("list", get("/api/parcels?tab=active"))).toBeUndefined();
  });

  it("deletes every account's copies at sign-out and when the session ends", async () => {
    const { data, storage } = setUp();
    await data.sessionSeen("awa");
    await data.keep("detail", get("/api/parcels/p-1"), json({ parcel: {} }), "awa");
    await data.sessionSeen(null);
    expect(await storage.keys()).not.toContain(personalCacheName("awa"));
    expect(await data.currentUser()).toBeNull();
    expect(await data.read("detail", get("/api/parcels/p-1"))).toBeUndefined();

    await data.sessionSeen("awa");
    await data.keep("detail", get("/api/parcels/p-1"), json({ parcel: {} }), "awa");
    await data.forgetAccounts();
    expect((await storage.keys()).filter((name) => name.startsWith("colibri-api-"))).toEqual([]);
  });

  it("does not keep an answer that crossed a change of account, nor a refusal", async () => {
    const { data } = setUp();
    await data.sessionSeen("koffi");
    // Asked while Awa was signed in, answered after Koffi signed in.
    await data.keep("list", get("/api/parcels?tab=active"), json({ parcels: ["awa's"] }), "awa");
    await data.keep("detail", get("/api/parcels/p-9"), json({ code: "NOT_FOUND" }, 404), "koffi");
    expect(await data.read("list", get("/api/parcels?tab=active"))).toBeUndefined();
    expect(await data.read("detail", get("/api/parcels/p-9"))).toBeUndefined();
  });

  it("keeps the last details read, and no copy older than its limit", async () => {
    const { data, later } = setUp();
    await data.sessionSeen("awa");
    for (let i = 0; i <= MAX_DETAILS; i++) {
      await data.keep("detail", get(`/api/parcels/p-${i}`), json({ i }), "awa");
    }
    expect(await data.read("detail", get("/api/parcels/p-0"))).toBeUndefined();
    expect(await (await data.read("detail", get(`/api/parcels/p-${MAX_DETAILS}`)))?.json()).toEqual({
      i: MAX_DETAILS,
    });
    later(MAX_AGE_MS + 1);
    expect(await data.read("detail", get(`/api/parcels/p-${MAX_DETAILS}`))).toBeUndefined();
  });

  it("shares the settings' copy, whoever is signed in", async () => {
    const { data } = setUp();
    await data.keep("shared", get("/api/config"), json({ tariff: 12 }), null);
    await data.sessionSeen("awa");
    expect(await (await data.read("shared", get("/api/config")))?.json()).toEqual({ tariff: 12 });
  });
});
