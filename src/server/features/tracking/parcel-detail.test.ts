import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { insertHistory, insertParcel, insertPaymentProof, insertPhoto } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";

const NOT_FOUND = { code: "NOT_FOUND", message: "Colis introuvable" };

describe.each(testDatabaseKinds)("GET /api/parcels/:id on %s", (kind) => {
  let t: TestApp;
  let ama: TestBrowser;
  let kofi: TestBrowser;
  let admin: TestBrowser;
  let parcelId: string;
  let photoIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    ama = await confirmedAccount(t.app, "ama@mail.com");
    kofi = await confirmedAccount(t.app, "kofi@mail.com");
    admin = await confirmedAccount(t.app, ADMIN_EMAIL);
    const db = t.database.db;
    const parcel = await insertParcel(db, {
      clientId: await userIdOf(db, "ama@mail.com"),
      status: "in_transit",
      paid: true,
      preferredDate: "2026-12-05",
      weightGrams: 5000,
      createdAt: new Date("2026-11-20T09:00:00Z"),
    });
    parcelId = parcel.id;
    // Recorded in this order: the timeline reads in the order the changes were recorded.
    await insertHistory(db, parcelId, [
      {
        status: "pending",
        note: "Demande créée — En attente de paiement",
        createdAt: new Date("2026-11-20T09:00:00Z"),
      },
      {
        status: "accepted",
        note: "Paiement reçu et vérifié — Demande acceptée",
        createdAt: new Date("2026-11-20T15:30:00Z"),
      },
      {
        status: "in_transit",
        note: "En transit vers la destination",
        location: "Paris CDG",
        createdAt: new Date("2026-11-22T18:00:00Z"),
      },
    ]);
    photoIds = [await insertPhoto(db, parcelId, 1), await insertPhoto(db, parcelId, 0)];
    await insertPaymentProof(db, parcelId);
  });
  afterAll(() => t.close());

  it("gives the owner the parcel, its history oldest first, its photos and its proof status", async () => {
    const response = await ama.get(`/api/parcels/${parcelId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const parcel: ParcelDetail = response.json().parcel;
    expect(parcel).toMatchObject({
      id: parcelId,
      status: "in_transit",
      paid: true,
      preferredDate: "2026-12-05",
      estimatedArrivalDate: "2026-12-06",
      weightGrams: 5000,
    });
    expect(parcel).not.toHaveProperty("client");
    expect(parcel.history.map((entry) => entry.status)).toEqual(["pending", "accepted", "in_transit"]);
    expect(parcel.history[2]).toMatchObject({ location: "Paris CDG", createdAt: "2026-11-22T18:00:00.000Z" });
    // Photos in their position order, at the owner-or-admin photo routes.
    expect(parcel.photos.map((photo) => photo.id)).toEqual([photoIds[1], photoIds[0]]);
    expect(parcel.photos[0]).toEqual({
      id: photoIds[1],
      url: `/api/parcels/${parcelId}/photos/${photoIds[1]}`,
      thumbnailUrl: `/api/parcels/${parcelId}/photos/${photoIds[1]}/thumbnail`,
      width: 1600,
      height: 1200,
    });
    expect(parcel.paymentProof).toMatchObject({ url: `/api/parcels/${parcelId}/payment-proof` });
  });

  // The proof's name and transaction reference are the owner's own words, shown back to them and the admin.
  it("leaks no internal column: no client id, file ids, actor or file digest", async () => {
    const text = (await ama.get(`/api/parcels/${parcelId}`)).body;
    for (const field of ["clientId", "departureId", "fileId", "thumbnailFileId", "actorId", "sha256"]) {
      expect(text).not.toContain(`"${field}"`);
    }
  });

  it("answers another client exactly as for a parcel that does not exist: 404 'Colis introuvable'", async () => {
    const foreign = await kofi.get(`/api/parcels/${parcelId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    const missing = await kofi.get("/api/parcels/pkg-0000000000NEXISTEPAS0000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
    expect(foreign.headers["cache-control"]).toBe("no-store");
  });

  it("gives the admin any parcel with the client's name and e-mail", async () => {
    const parcel: ParcelDetail = (await admin.get(`/api/parcels/${parcelId}`)).json().parcel;
    expect(parcel.client).toEqual({ name: "ama", email: "ama@mail.com", emailNotifications: true });
    expect(parcel.history).toHaveLength(3);
  });

  it("reports a parcel without proof, photos or history as such", async () => {
    const db = t.database.db;
    const bare = await insertParcel(db, { clientId: await userIdOf(db, "kofi@mail.com") });
    const parcel: ParcelDetail = (await kofi.get(`/api/parcels/${bare.id}`)).json().parcel;
    expect(parcel.photos).toEqual([]);
    expect(parcel.history).toEqual([]);
    expect(parcel.paymentProof).toBeNull();
  });

  it("refuses a visitor with 401", async () => {
    expect((await testBrowser(t.app).get(`/api/parcels/${parcelId}`)).statusCode).toBe(401);
  });
});
