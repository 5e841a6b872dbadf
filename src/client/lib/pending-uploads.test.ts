import { describe, expect, it } from "vitest";
import { createPendingUploads, type PendingUpload, type PendingUploadStore } from "./pending-uploads";

function memoryStore(): PendingUploadStore & { entries: Map<string, PendingUpload> } {
  const entries = new Map<string, PendingUpload>();
  return {
    entries,
    list: async () => [...entries.values()],
    add: async (upload) => void entries.set(upload.key, upload),
    remove: async (key) => void entries.delete(key),
    clear: async () => entries.clear(),
  };
}

const proof = (key: string, userId = "awa", queuedAt = 1): PendingUpload => ({
  key,
  userId,
  parcelId: "p-1",
  url: "/api/parcels/p-1/payment-proof",
  fields: [],
  fileField: "proof",
  fileName: "preuve.pdf",
  file: new Blob(["%PDF"]),
  queuedAt,
});

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("uploads waiting for the connection", () => {
  it("keeps an upload while offline and sends it once when the connection returns", async () => {
    const store = memoryStore();
    const sent: string[] = [];
    let online = false;
    const queue = createPendingUploads(store, async (upload) => {
      if (!online) return offline();
      sent.push(upload.key);
      return new Response("{}", { status: 201 });
    });
    await queue.queue(proof("cle-preuve-000001"));
    expect(await queue.replay("awa")).toEqual([]);
    expect(queue.all()).toHaveLength(1);

    online = true;
    // The "online" event and the app's start may both ask at once: one replay, one request.
    const [first, second] = await Promise.all([queue.replay("awa"), queue.replay("awa")]);
    expect(first.map((o) => o.result)).toEqual(["sent"]);
    expect(second).toBe(first);
    await queue.replay("awa");
    expect(sent).toEqual(["cle-preuve-000001"]);
    expect(queue.all()).toEqual([]);
  });

  it("sends each upload under the key of its first try", async () => {
    const keys: string[] = [];
    const queue = createPendingUploads(memoryStore(), async (upload) => {
      keys.push(upload.key);
      return new Response("{}", { status: 200 });
    });
    await queue.queue(proof("cle-premier-essai-01"));
    await queue.replay("awa");
    expect(keys).toEqual(["cle-premier-essai-01"]);
  });

  it("tries a busy server again later, and drops a refused upload with its message", async () => {
    const store = memoryStore();
    let status = 503;
    const queue = createPendingUploads(store, async () =>
      status === 503
        ? new Response("{}", { status: 503 })
        : new Response(JSON.stringify({ message: "Ce colis est déjà payé." }), { status }),
    );
    await queue.queue(proof("cle-occupe-0000001"));
    await queue.replay("awa");
    expect(queue.all()).toHaveLength(1);
    status = 400;
    const outcomes = await queue.replay("awa");
    expect(outcomes).toEqual([
      expect.objectContaining({ result: "refused", message: "Ce colis est déjà payé." }),
    ]);
    expect(queue.all()).toEqual([]);
    expect(queue.refused("p-1")).toHaveLength(1);
  });

  it("never sends another account's uploads, and forgets them all at sign-out", async () => {
    const store = memoryStore();
    const sent: string[] = [];
    const queue = createPendingUploads(store, async (upload) => {
      sent.push(upload.key);
      return new Response("{}", { status: 201 });
    });
    await queue.queue(proof("cle-de-awa-0000001", "awa"));
    await queue.replay("koffi");
    expect(sent).toEqual([]);
    await queue.forget();
    expect(store.entries.size).toBe(0);
    expect(await queue.replay("awa")).toEqual([]);
  });
});
