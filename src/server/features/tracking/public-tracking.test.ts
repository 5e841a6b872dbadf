import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcels } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import {
  insertHistory,
  insertParcel,
  insertPhoto,
  insertRequestedParcel,
} from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import type { PublicTracking } from "#shared/tracking/tracking-schemas";
import { PUBLIC_TRACKING_RATE_LIMIT } from "./public-tracking.routes";

const NOT_FOUND = { code: "NOT_FOUND", message: "Colis introuvable" };

describe.each(testDatabaseKinds)("GET /api/public/tracking/:code on %s", (kind) => {
  let t: TestApp;
  let code: string;
  let lastIp = 0;
  const lookup = (path: string, ip = `10.9.0.${++lastIp % 250}`) =>
    t.app.inject({ method: "GET", url: `/api/public/tracking/${path}`, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await confirmedAccount(t.app, "kofi@mail.com");
    const db = t.database.db;
    const parcel = await insertParcel(db, {
      clientId: await userIdOf(db, "kofi@mail.com"),
      status: "in_transit",
      paid: true,
      description: "Téléphone pour Maman Afi",
      preferredDate: "2026-12-05",
      priceCents: 6000,
      priceFcfa: 39300,
    });
    code = parcel.trackingCode;
    await insertHistory(db, parcel.id, [
      {
        status: "pending",
        note: "Demande créée — En attente de paiement",
        createdAt: new Date("2026-11-20T09:00:00Z"),
      },
      {
        status: "in_transit",
        note: "En transit vers la destination",
        location: "Lomé",
        createdAt: new Date("2026-11-22T09:00:00Z"),
      },
    ]);
    await insertPhoto(db, parcel.id, 0);
  });
  afterAll(() => t.close());

  it("shows route, status, arrival and history to anyone with the code, without a session", async () => {
    const response = await lookup(code);
    expect(response.statusCode).toBe(200);
    const body: PublicTracking = response.json();
    expect(body).toEqual({
      trackingCode: code,
      fromCountry: "FR",
      toCountry: "TG",
      status: "in_transit",
      statusLabel: "En transit",
      statusTone: "purple",
      estimatedArrivalDate: "2026-12-06",
      collectionPoint: null,
      history: [
        {
          status: "pending",
          note: "Demande créée — En attente de paiement",
          location: null,
          createdAt: "2026-11-20T09:00:00.000Z",
        },
        {
          status: "in_transit",
          note: "En transit vers la destination",
          location: "Lomé",
          createdAt: "2026-11-22T09:00:00.000Z",
        },
      ],
    });
  });

  it("contains no personal field: exactly these keys, and none of the owner's data anywhere", async () => {
    const response = await lookup(code);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      "collectionPoint",
      "estimatedArrivalDate",
      "fromCountry",
      "history",
      "status",
      "statusLabel",
      "statusTone",
      "toCountry",
      "trackingCode",
    ]);
    for (const entry of body.history)
      expect(Object.keys(entry).sort()).toEqual(["createdAt", "location", "note", "status"]);
    for (const secret of [
      "kofi",
      "mail.com",
      "Maman Afi",
      "6000",
      "39300",
      "pkg-",
      "photo",
      "price",
      "paid",
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("shows the collection point once 'En livraison', never the recipient or the collection code", async () => {
    const db = t.database.db;
    const parcel = await insertParcel(db, {
      clientId: await userIdOf(db, "kofi@mail.com"),
      status: "in_delivery",
      paid: true,
      preferredDate: "2026-12-05",
      recipientName: "Afi Mensah",
      recipientPhone: "+22890123456",
      recipientCity: "Lomé",
      recipientLandmark: "Bè Kpota",
      collectionCode: "493817",
    });
    const response = await lookup(parcel.trackingCode);
    expect(response.json().collectionPoint).toEqual({
      address: ["Colibri (démo)", "Boulevard de l'Exemple", "Lomé", "Togo"],
      hours: ["Lun-Sam 9\u00a0h – 18\u00a0h"],
    });
    for (const secret of ["Afi", "Mensah", "22890123456", "90 12", "Bè Kpota", "493817"]) {
      expect(response.body).not.toContain(secret);
    }
    await db.update(parcels).set({ status: "delivered" }).where(eq(parcels.id, parcel.id));
    expect((await lookup(parcel.trackingCode)).json().collectionPoint).toBeNull();
  });

  it("shows where the parcel is, never its payments: no payment, balance or refund entry, no amount", async () => {
    const db = t.database.db;
    const admin = await adminBrowser(t.app);
    const clientId = await userIdOf(db, "kofi@mail.com");
    const parcel = await insertRequestedParcel(db, { clientId, preferredDate: "2030-01-15" });
    const act = (path: string, body: object) =>
      expectStatus(send(t.app, admin, "POST", `/api/admin/parcels/${parcel.id}/${path}`, body), 200);
    await act("mark-paid", { expectedStatus: "pending", confirmed: true });
    // Weighed 3 kg on 2 kg paid: a balance, then validated — the status stays « Reçu ».
    await act("status", { expectedStatus: "accepted", to: "received", weighIn: { weightKg: 3 } });
    await act("balance/validate", { expectedStatus: "received", confirmed: true });
    const body: PublicTracking = (await lookup(parcel.trackingCode)).json();
    expect(body.history.map((entry) => [entry.status, entry.note])).toEqual([
      ["pending", "Demande créée — En attente de paiement"],
      ["accepted", "Demande acceptée par le transporteur"],
      ["received", expect.stringMatching(/^Statut mis à jour\s:\sReçu — poids mesuré\s:\s3\skg$/)],
    ]);
    const text = JSON.stringify(body);
    for (const word of ["Paiement", "paiement reçu", "Complément", "€", "FCFA", "transaction"])
      expect(text).not.toContain(word);
    // The client's own detail keeps every entry, payments included.
    const own = await send(t.app, admin, "GET", `/api/parcels/${parcel.id}`);
    expect(JSON.stringify(own.json())).toContain("Complément de paiement reçu et vérifié");
  });

  it("reads a code typed in lower case, with spaces or look-alike letters", async () => {
    const typed = `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`
      .toLowerCase()
      .replaceAll("0", "o");
    expect((await lookup(encodeURIComponent(typed))).json().trackingCode).toBe(code);
  });

  it("answers 'Colis introuvable' with 404 for an unknown or malformed code", async () => {
    for (const wrong of ["ABCDEFGHJKMN", "trop-court", "%27%20or%201%3D1", "x".repeat(64)]) {
      const response = await lookup(wrong);
      expect(response.statusCode, wrong).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it(`limits lookups to ${PUBLIC_TRACKING_RATE_LIMIT.max} a minute per IP, in French`, async () => {
    const ip = "10.77.0.1";
    for (let i = 0; i < PUBLIC_TRACKING_RATE_LIMIT.max; i++) {
      expect((await lookup(i === 0 ? code : "ABCDEFGHJKMN", ip)).statusCode).not.toBe(429);
    }
    const blocked = await lookup(code, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
    });
    // Another visitor is not punished for it.
    expect((await lookup(code, "10.77.0.2")).statusCode).toBe(200);
  });

  it(`lets ${PUBLIC_TRACKING_RATE_LIMIT.max} lookups a minute per IP through two instances together, not twice as many`, async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const ip = "10.78.0.1";
      const statuses: number[] = [];
      for (let i = 0; i < 2 * PUBLIC_TRACKING_RATE_LIMIT.max; i++) {
        const instance = i % 2 === 0 ? t.app : second.app;
        const response = await instance.inject({
          method: "GET",
          url: `/api/public/tracking/${code}`,
          remoteAddress: ip,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(PUBLIC_TRACKING_RATE_LIMIT.max);
      expect(statuses.slice(PUBLIC_TRACKING_RATE_LIMIT.max)).toEqual(
        Array(PUBLIC_TRACKING_RATE_LIMIT.max).fill(429),
      );
      // Counted apart from the general API limit, under its own name.
      expect(
        (await t.app.inject({ method: "GET", url: "/api/config", remoteAddress: ip })).headers,
      ).toMatchObject({
        "x-ratelimit-limit": "300",
        "x-ratelimit-remaining": "299",
      });
    } finally {
      await second.close();
    }
  });
});
