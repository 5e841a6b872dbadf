import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcels, storedFiles } from "#server/db/schema";
import { userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { client, jpeg, upload } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { NOT_WEIGHED_MESSAGE, scalePhotoUrl } from "#shared/parcels/weigh-in";

describe.each(testDatabaseKinds)("the photo of a parcel on the scale, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let awa: TestBrowser;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    awa = await client(t.app, "awa");
    clientId = await userIdOf(t.app.database.db, (await awa.me())?.email as string);
  });
  afterAll(() => t.close());

  const photo = async () => ({
    name: "photo",
    filename: "balance.jpg",
    contentType: "image/jpeg",
    content: await jpeg(),
  });

  it("is refused before the weigh-in, then kept as WebP for the admin only, a new one replacing the old", async () => {
    const db = t.app.database.db;
    const { id } = await insertRequestedParcel(db, { clientId, status: "accepted", paid: true });
    const early = await upload(t.app, admin, scalePhotoUrl(id), [await photo()]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "NOT_WEIGHED", message: NOT_WEIGHED_MESSAGE });

    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, {
        expectedStatus: "accepted",
        to: "received",
        weighIn: { weightKg: 2 },
      }),
      200,
    );
    expect((await upload(t.app, admin, scalePhotoUrl(id), [await photo()])).statusCode).toBe(201);
    const [first] = await db
      .select({ fileId: parcels.scalePhotoFileId })
      .from(parcels)
      .where(eq(parcels.id, id));
    const read = await send(t.app, admin, "GET", scalePhotoUrl(id));
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("image/webp");

    const detail = (await send(t.app, admin, "GET", `/api/parcels/${id}`)).json().parcel;
    expect(detail.scalePhotoUrl).toBe(scalePhotoUrl(id));

    expect((await upload(t.app, admin, scalePhotoUrl(id), [await photo()])).statusCode).toBe(201);
    const [second] = await db
      .select({ fileId: parcels.scalePhotoFileId })
      .from(parcels)
      .where(eq(parcels.id, id));
    expect(second?.fileId).not.toBe(first?.fileId);
    expect(
      await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, first?.fileId as string)),
    ).toHaveLength(0);

    // The client never sees it, nor can send one.
    expect((await send(t.app, awa, "GET", scalePhotoUrl(id))).statusCode).toBe(403);
    expect((await upload(t.app, awa, scalePhotoUrl(id), [await photo()])).statusCode).toBe(403);
    expect((await send(t.app, null, "GET", scalePhotoUrl(id))).statusCode).toBe(401);
  });

  it("refuses what is not an image, and answers 404 for an unknown parcel", async () => {
    const db = t.app.database.db;
    const { id } = await insertRequestedParcel(db, { clientId, status: "received", paid: true });
    await db
      .update(parcels)
      .set({ measuredAt: new Date(), measuredWeightGrams: 2000 })
      .where(eq(parcels.id, id));
    const text = {
      name: "photo",
      filename: "balance.jpg",
      contentType: "image/jpeg",
      content: "pas une image",
    };
    expect((await upload(t.app, admin, scalePhotoUrl(id), [text])).statusCode).toBe(400);
    expect((await upload(t.app, admin, scalePhotoUrl("pkg-inconnu"), [await photo()])).statusCode).toBe(404);
    expect((await send(t.app, admin, "GET", scalePhotoUrl(id))).statusCode).toBe(404);
  });
});
