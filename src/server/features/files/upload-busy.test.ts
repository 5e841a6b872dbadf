import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcelPhotos, paymentProofs, storedFiles } from "#server/db/schema";
import { appWithClientAndDate, createParcel, jpeg, upload, uploadPhoto } from "#server/test/parcels-test-kit";
import type { TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { UPLOAD_BUSY_MESSAGE } from "#shared/parcels/request-api";
import { IMAGE_WORK_LIMITS, imageWork } from "./image-processing";
import { MAX_UPLOADS_IN_FLIGHT, uploadsInFlight } from "./upload-route";

/** Decision 039: more uploads than the server works on at once get 201 or a clean 503, never a 500. */
describe("uploads beyond what the server takes at once", () => {
  let t: TestApp;
  let awa: TestBrowser;
  let date: string;
  let photo: Buffer;

  beforeAll(async () => {
    ({ t, awa, date } = await appWithClientAndDate("pglite"));
    photo = await jpeg(2400, 1800);
  });
  afterAll(async () => t?.close());

  async function storedCounts() {
    const db = t.app.database.db;
    const [files] = await db.select({ value: count() }).from(storedFiles);
    const [photos] = await db.select({ value: count() }).from(parcelPhotos);
    const [proofs] = await db.select({ value: count() }).from(paymentProofs);
    return { files: files?.value ?? 0, photos: photos?.value ?? 0, proofs: proofs?.value ?? 0 };
  }

  const sendPhoto = (parcelId: string) =>
    uploadPhoto(t.app, awa, parcelId, {
      name: "photo",
      filename: "colis.jpg",
      contentType: "image/jpeg",
      content: photo,
    });

  function expectBusy(response: Awaited<ReturnType<typeof sendPhoto>>) {
    expect(response.statusCode, response.body).toBe(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ code: "BUSY", message: UPLOAD_BUSY_MESSAGE });
  }

  it("answers a burst with 201 or 503 + Retry-After only, and stores exactly the accepted photos", async () => {
    const burst = MAX_UPLOADS_IN_FLIGHT * 2;
    const parcels = await Promise.all(
      Array.from({ length: Math.ceil(burst / 3) }, () => createParcel(awa, date).then((p) => p.id)),
    );
    const before = await storedCounts();
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => sendPhoto(parcels[Math.floor(i / 3)] as string)),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    for (const answer of answers) {
      if (answer.statusCode !== 201) expectBusy(answer);
    }
    expect(created.length).toBeGreaterThanOrEqual(MAX_UPLOADS_IN_FLIGHT);
    expect(created.length).toBeLessThan(burst);
    const after = await storedCounts();
    // A photo and its thumbnail per 201, nothing for a 503.
    expect(after.photos - before.photos).toBe(created.length);
    expect(after.files - before.files).toBe(created.length * 2);
    expect([uploadsInFlight.holders, imageWork.running, imageWork.waiting]).toEqual([0, 0, 0]);
  });

  it("refuses an upload with 503 before reading it when every place is taken, storing nothing", async () => {
    const parcel = await createParcel(awa, date);
    const leaves = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, () => uploadsInFlight.enter());
    const before = await storedCounts();
    try {
      expectBusy(await sendPhoto(parcel.id));
      const proof = await upload(t.app, awa, `/api/parcels/${parcel.id}/payment-proof`, [
        { name: "transactionReference", content: "TX-503" },
        { name: "proof", filename: "preuve.jpg", contentType: "image/jpeg", content: photo },
      ]);
      expectBusy(proof);
    } finally {
      for (const leave of leaves) leave();
    }
    expect(await storedCounts()).toEqual(before);
    expect((await sendPhoto(parcel.id)).statusCode).toBe(201);
  });

  it("refuses with 503 when the image queue itself is full, storing nothing", async () => {
    const parcel = await createParcel(awa, date);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const places = IMAGE_WORK_LIMITS.concurrency + IMAGE_WORK_LIMITS.maxWaiting;
    const blockers = Array.from({ length: places }, () => imageWork.run(() => held));
    const before = await storedCounts();
    try {
      expectBusy(await sendPhoto(parcel.id));
    } finally {
      release();
      await Promise.all(blockers);
    }
    expect(await storedCounts()).toEqual(before);
    expect(uploadsInFlight.holders).toBe(0);
  });
});
