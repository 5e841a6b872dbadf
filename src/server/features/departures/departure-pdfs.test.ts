import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures } from "#server/db/schema";
import { IMAGE_WORK_LIMITS, runFileWork } from "#server/features/files";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { UPLOAD_BUSY_MESSAGE } from "#shared/parcels/request-api";
import type { LabelParcel } from "./departure-files.service";
import { labelsPdf } from "./departure-pdfs";

/**
 * Labels and manifests are drawn in worker threads, inside the bounded queue of file work
 * (docs/decisions/063-pdf-work-in-the-queue-and-fonts-in-the-build.md).
 */
describe.each(testDatabaseKinds)("label and manifest PDFs in the file work queue on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let departureId: string;
  let parcelId: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const db = t.database.db;
    admin = await adminBrowser(t.app);
    await confirmedAccount(t.app, "file-queue@mail.com");
    departureId = newId();
    await db
      .insert(departures)
      .values({ id: departureId, date: "2026-12-05", fromCountry: "FR", toCountry: "TG" });
    const parcel = await insertRequestedParcel(db, {
      clientId: await userIdOf(db, "file-queue@mail.com"),
      status: "accepted",
      // Paid, so that the manifest lists it (docs/product/departures.md#manifest).
      paid: true,
      departureId: departureId,
      preferredDate: "2026-12-05",
    });
    parcelId = parcel.id;
  });
  afterAll(() => t.close());

  const urls = () => [
    `/api/admin/parcels/${parcelId}/label.pdf`,
    `/api/admin/departures/${departureId}/labels.pdf?format=a4`,
    `/api/admin/departures/${departureId}/manifest.pdf`,
  ];

  it("answers 503 BUSY with Retry-After while the queue is full, and the PDF once it has room", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const places = IMAGE_WORK_LIMITS.concurrency + IMAGE_WORK_LIMITS.maxWaiting;
    const blockers = Array.from({ length: places }, () => runFileWork(() => held));
    try {
      for (const url of urls()) {
        const busy = await send(t.app, admin, "GET", url);
        expect(busy.statusCode, url).toBe(503);
        expect(busy.headers["retry-after"]).toBe("5");
        expect(busy.json()).toMatchObject({ code: "BUSY", message: UPLOAD_BUSY_MESSAGE });
      }
    } finally {
      release();
      await Promise.all(blockers);
    }
    for (const url of urls()) {
      const file = await send(t.app, admin, "GET", url);
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });
});

describe("labels drawn off the event loop", () => {
  const parcel = (index: number): LabelParcel => ({
    id: `pkg-01M8CPX53D2M8RQYYXDQ75YN${String(index).padStart(2, "0")}`,
    reference: `CLB-4K7P-${String(index).padStart(2, "0")}`,
    trackingCode: `8WGEEDHED${String(index).padStart(3, "0")}`,
    description: "Vêtements d'été et chaussures",
    fromCountry: "FR",
    toCountry: "TG",
    weightGrams: 2_000,
    measuredWeightGrams: null,
    departureDate: "2026-12-05",
    recipient: { name: "Afi Mensah", phone: "+22890123456", secondPhone: null, city: "Lomé", landmark: null },
    clientName: "Zoé Kpélim",
    clientPhone: "+33612345678",
    contents: [
      {
        id: `cnt-${index}`,
        category: "clothing",
        description: "Robe en coton",
        quantity: 2,
        unitValueCents: 1500,
      },
    ],
  });

  it("keeps the event loop free while a sheet of 40 labels is drawn", async () => {
    const parcels = Array.from({ length: 40 }, (_, index) => parcel(index));
    await labelsPdf(parcels.slice(0, 1), "a6", "https://colibri.example", "Chauffe"); // the worker starts
    // A timer every 5 ms: the time it fires late is time the event loop could not answer anyone.
    let last = performance.now();
    let blocked = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      blocked += Math.max(0, now - last - 20);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      const pdf = await labelsPdf(parcels, "a4", "https://colibri.example", "Étiquettes");
      expect(Buffer.from(pdf).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    } finally {
      clearInterval(ticks);
    }
    const drawing = performance.now() - started;
    // Drawn on the event loop, it was blocked for some 40 % of the drawing (pdf-lib yields now and then);
    // in a worker, a few %.
    expect(blocked, `blocked ${blocked.toFixed(0)} ms of ${drawing.toFixed(0)} ms`).toBeLessThan(drawing / 4);
  });
});
