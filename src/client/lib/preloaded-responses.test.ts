import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetAnnouncedReads, startAnnouncedReads, takeAnnouncedRead } from "./preloaded-responses";

/** A page whose head announces these reads, as the server writes it for a signed-in page. */
const pageAnnouncing = (...paths: string[]) =>
  ({
    querySelectorAll: () => paths.map((path) => ({ getAttribute: () => path })),
  }) as unknown as Document;

describe("the API reads a signed-in page's HTML announced (decision 077)", () => {
  afterEach(() => {
    forgetAnnouncedReads();
    vi.unstubAllGlobals();
  });

  it("starts each once, and hands a successful answer to the first call only", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    startAnnouncedReads(pageAnnouncing("/api/accounts/me", "/api/parcels?tab=active", "/api/accounts/me"));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith("/api/accounts/me", { credentials: "same-origin" });
    expect((await takeAnnouncedRead("/api/parcels?tab=active"))?.status).toBe(200);
    expect(takeAnnouncedRead("/api/parcels?tab=active")).toBeUndefined();
    expect(takeAnnouncedRead("/api/parcels?tab=history")).toBeUndefined();
  });

  it("hands over no refusal: the call asks the server itself, and sees its 401 as always (decision 008)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 })),
    );
    startAnnouncedReads(pageAnnouncing("/api/parcels?tab=active"));
    expect(await takeAnnouncedRead("/api/parcels?tab=active")).toBeNull();
  });

  it("hands over nothing once forgotten (another account signed in)", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}")),
    );
    startAnnouncedReads(pageAnnouncing("/api/accounts/me"));
    forgetAnnouncedReads();
    expect(takeAnnouncedRead("/api/accounts/me")).toBeUndefined();
  });

  it("ignores what is not an API address", () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    startAnnouncedReads(pageAnnouncing("https://ailleurs.example/api/x", "/assets/a.js"));
    expect(fetch).not.toHaveBeenCalled();
  });
});
