import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { availableDates } from "#server/db/schema";
import { IMAGE_WORK_LIMITS, runFileWork } from "#server/features/files";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { UPLOAD_BUSY_MESSAGE } from "#shared/parcels/request-api";

/**
 * Labels and manifests are drawn in the bounded queue of file work
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
      .insert(availableDates)
      .values({ id: departureId, date: "2026-12-05", fromCountry: "FR", toCountry: "TG" });
    const parcel = await insertRequestedParcel(db, {
      clientId: await userIdOf(db, "file-queue@mail.com"),
      status: "accepted",
      availableDateId: departureId,
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
