// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The service worker's push handlers (docs/product/notifications.md#push), run against a stand-in of the
 * worker's scope: what is shown for a push, and where a tap leads.
 */
const shown: { title: string; options: NotificationOptions & { data?: { url?: string } } }[] = [];
const windows: { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }[] = [];
const openWindow = vi.fn(async () => undefined);
const fetch = vi.fn(async () => new Response(null, { status: 204 }));

function dispatch(type: string, fields: Record<string, unknown>): Promise<unknown> {
  let work: Promise<unknown> = Promise.resolve();
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => {
      work = promise;
    },
  });
  self.dispatchEvent(event);
  return work;
}

const push = (text: string | null) => dispatch("push", { data: text === null ? null : { text: () => text } });
const tap = (url: unknown) =>
  dispatch("notificationclick", { notification: { close: vi.fn(), data: { url } } });

beforeAll(async () => {
  Object.assign(self, {
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: { matchAll: async () => windows, openWindow },
  });
  vi.stubGlobal("fetch", fetch);
  await import("./push");
});

describe("push handlers", () => {
  it("shows the server's French title and text, tagged by parcel, reports it shown, and a fallback for an unreadable push", async () => {
    await push(
      JSON.stringify({
        title: "Colis 7K3M9QX2PDAF\u00a0: En livraison",
        body: "Votre colis est arrivé\u00a0: votre destinataire peut le retirer.",
        url: "/tracking?colis=pkg-1",
        tag: "colis-pkg-1",
        receipt: "MSG-1",
      }),
    );
    // Shown, then told to the server: the carrier reads « délivré ».
    expect(fetch).toHaveBeenCalledWith(
      "/api/accounts/push/receipts",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ receipt: "MSG-1" }) }),
    );
    expect(shown.at(-1)).toEqual({
      title: "Colis 7K3M9QX2PDAF\u00a0: En livraison",
      options: expect.objectContaining({
        body: "Votre colis est arrivé\u00a0: votre destinataire peut le retirer.",
        tag: "colis-pkg-1",
        lang: "fr",
        data: { url: "/tracking?colis=pkg-1" },
      }),
    });
    for (const bad of [null, "pas du JSON", JSON.stringify({ url: "https://ailleurs.example/" })]) {
      await push(bad);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(shown.at(-1)).toMatchObject({
        title: "Colibri",
        options: { body: "Du nouveau sur vos colis.", data: { url: "/tracking" } },
      });
    }
  });

  it("on a tap, opens the parcel's page, or takes over a window of the site, or focuses the one already there", async () => {
    const origin = self.location.origin;
    await tap("/tracking?colis=pkg-1");
    expect(openWindow).toHaveBeenCalledWith(`${origin}/tracking?colis=pkg-1`);

    const site = {
      url: `${origin}/profile`,
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => undefined),
    };
    windows.push(site);
    await tap("/tracking?colis=pkg-2");
    expect(site.navigate).toHaveBeenCalledWith(`${origin}/tracking?colis=pkg-2`);
    expect(site.focus).toHaveBeenCalled();

    const there = {
      url: `${origin}/tracking?colis=pkg-3`,
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(),
    };
    windows.unshift(there);
    await tap("/tracking?colis=pkg-3");
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();

    // Never another site: the list of parcels instead, in the first of the site's windows.
    await tap("https://ailleurs.example/piege");
    expect(there.navigate).toHaveBeenLastCalledWith(`${origin}/tracking`);
  });
});
