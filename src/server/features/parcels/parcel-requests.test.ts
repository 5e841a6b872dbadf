import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures, notificationAlerts, parcels, trackingEvents } from "#server/db/schema";
import { PASSWORD, signIn, signUp } from "#server/test/accounts-test-kit";
import { client, parcelRequest, publishDeparture } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import { DATE_NOT_OFFERED_MESSAGE, ROUTE_HAS_DATES_MESSAGE } from "#shared/parcels/request-api";
import { CREATION_NOTE, NOTIFICATION_REQUEST_NOTE } from "#shared/parcels/transitions";

describe.each(testDatabaseKinds)("parcel requests on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let date: string;
  let laterDate: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    awa = await client(t.app, "awa");
    laterDate = await publishDeparture(t.app, "FR", "TG", 21);
    date = await publishDeparture(t.app, "FR", "TG", 7);
    await publishDeparture(t.app, "TG", "FR", 14);
    // A date already past on the route: never offered.
    await t.app.database.db
      .insert(departures)
      .values({ id: newId(), date: addDays(todayInParis(), -3), fromCountry: "FR", toCountry: "TG" });
  });
  afterAll(async () => t?.close());

  it("offers the route's dates from today on, soonest first", async () => {
    const response = await awa.get("/api/available-dates?from=FR&to=TG");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().dates.map((d: { date: string }) => d.date)).toEqual([date, laterDate]);
    expect((await awa.get("/api/available-dates?from=FR&to=SN")).json()).toEqual({ dates: [] });
    expect((await awa.get("/api/available-dates?from=XX&to=TG")).statusCode).toBe(400);
  });

  it.each([
    [0.1, 120, 786],
    [2.35, 2820, 18_471],
    [30, 36_000, 235_800],
  ])("prices %s kg at %s cents and %s FCFA, computed by the server", async (weightKg, cents, fcfa) => {
    const response = await awa.post("/api/parcels", parcelRequest(date, { weightKg }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      priceCents: cents,
      priceFcfa: fcfa,
      status: "pending",
      preferredDate: date,
    });
  });

  it("creates a pending, unpaid pkg- parcel owned by the session user, with its first history entry", async () => {
    const response = await awa.post("/api/parcels", parcelRequest(date));
    const created = response.json();
    expect(created.id).toMatch(/^pkg-[0-9A-Z]{26}$/);
    expect(created.trackingCode).toMatch(/^[0-9A-Z]{12}$/);
    const [row] = await t.app.database.db.select().from(parcels).where(eq(parcels.id, created.id));
    const me = await awa.me();
    expect(row).toMatchObject({
      clientId: me?.id,
      paid: false,
      status: "pending",
      weightGrams: 2350,
      lengthMm: 400,
      widthMm: 300,
      heightMm: 200,
      productLink: "https://www.example.com/produit",
    });
    const events = await t.app.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.parcelId, created.id));
    expect(events.map((e) => [e.status, e.note])).toEqual([["pending", CREATION_NOTE]]);
  });

  it("refuses a date not offered on the route, and a past one", async () => {
    for (const preferredDate of [addDays(todayInParis(), 8), addDays(todayInParis(), -3)]) {
      const response = await awa.post("/api/parcels", parcelRequest(preferredDate));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.preferredDate).toBe(DATE_NOT_OFFERED_MESSAGE);
    }
    // A date of the other direction is not a date of this route.
    const otherWay = await awa.post("/api/parcels", parcelRequest(addDays(todayInParis(), 14)));
    expect(otherWay.statusCode).toBe(400);
  });

  it.each([0, -1, 1e9, "abc", null])("refuses the weight %s", async (weightKg) => {
    const response = await awa.post("/api/parcels", parcelRequest(date, { weightKg }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.weightKg).toBeTruthy();
  });

  it("refuses a description of spaces, an invalid link and the same country twice", async () => {
    const blank = await awa.post("/api/parcels", parcelRequest(date, { description: "   " }));
    expect(blank.json().fieldErrors.description).toBe("La description du colis est requise");
    const link = await awa.post("/api/parcels", parcelRequest(date, { productLink: "javascript:alert(1)" }));
    expect(link.json().fieldErrors.productLink).toBe("Lien du produit invalide");
    const same = await awa.post("/api/parcels", parcelRequest(date, { toCountry: "FR" }));
    expect(same.statusCode).toBe(400);
  });

  it("never takes the owner from the request: a foreign client id is refused, nothing is created for anybody", async () => {
    const victim = await client(t.app, "victime");
    const victimId = (await victim.me())?.id as string;
    const before = await t.app.database.db.select().from(parcels).where(eq(parcels.clientId, victimId));
    const response = await awa.post("/api/parcels", {
      ...parcelRequest(date),
      clientId: victimId,
      paid: true,
    });
    expect(response.statusCode).toBe(400);
    const after = await t.app.database.db.select().from(parcels).where(eq(parcels.clientId, victimId));
    expect(after.length).toBe(before.length);
  });

  it("needs a signed-in user with a confirmed e-mail", async () => {
    expect((await testBrowser(t.app).post("/api/parcels", parcelRequest(date))).statusCode).toBe(401);
    const email = `pas-confirme-${Date.now()}@example.com`;
    const unconfirmed = await signUp(t.app, email);
    expect((await signIn(unconfirmed, email, PASSWORD)).statusCode).toBe(200);
    const response = await unconfirmed.post("/api/parcels", parcelRequest(date));
    expect(response.statusCode).toBe(403);
    expect((await unconfirmed.get("/api/available-dates?from=FR&to=TG")).statusCode).toBe(403);
    const notification = await unconfirmed.post("/api/parcels/notification-requests", {
      description: "Livres",
      fromCountry: "FR",
      toCountry: "SN",
    });
    expect(notification.statusCode).toBe(403);
  });

  it("refuses a request from another site (no trusted Origin)", async () => {
    const response = await awa.post("/api/parcels", parcelRequest(date), { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("creates one parcel for one idempotency key, even when the two clicks arrive together", async () => {
    const key = "wizard-key-0123456789abcdef";
    const headers = { "idempotency-key": key };
    const [first, second] = await Promise.all([
      awa.post("/api/parcels", parcelRequest(date), headers),
      awa.post("/api/parcels", parcelRequest(date), headers),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const rows = await t.app.database.db.select().from(parcels).where(eq(parcels.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const events = await t.app.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.parcelId, rows[0]?.id as string));
    expect(events).toHaveLength(1);
    // The same key from another client is that client's own request.
    const other = await client(t.app, "autre");
    const theirs = await other.post("/api/parcels", parcelRequest(date), headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect(
      (await awa.post("/api/parcels", parcelRequest(date), { "idempotency-key": "court" })).statusCode,
    ).toBe(400);
  });

  it("creates 50 parcels at once with 50 distinct ids and tracking codes", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => awa.post("/api/parcels", parcelRequest(date, { weightKg: 1 }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(50);
    expect(new Set(responses.map((r) => r.json().trackingCode)).size).toBe(50);
  });

  describe("notification-only request (route without dates)", () => {
    it("creates a notif- parcel without date, its history note and the alert, in one go", async () => {
      const response = await awa.post("/api/parcels/notification-requests", {
        description: "Pièces auto",
        fromCountry: "FR",
        toCountry: "SN",
        weightKg: 0.1,
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        status: "pending",
        preferredDate: null,
        priceCents: 120,
        priceFcfa: 786,
      });
      expect(created.id).toMatch(/^notif-[0-9A-Z]{26}$/);
      const events = await t.app.database.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.parcelId, created.id));
      expect(events.map((e) => e.note)).toEqual([NOTIFICATION_REQUEST_NOTE]);
      const [alert] = await t.app.database.db
        .select()
        .from(notificationAlerts)
        .where(eq(notificationAlerts.parcelId, created.id));
      const me = await awa.me();
      expect(alert).toMatchObject({
        userId: me?.id,
        email: me?.email,
        fromCountry: "FR",
        toCountry: "SN",
        weightGrams: 100,
        notifiedAt: null,
      });
    });

    it("accepts no weight (no price) and deduplicates a double click", async () => {
      const body = { description: "Documents", fromCountry: "TG", toCountry: "CI" };
      const headers = { "idempotency-key": "notif-key-0123456789abcdef" };
      const first = await awa.post("/api/parcels/notification-requests", body, headers);
      const second = await awa.post("/api/parcels/notification-requests", body, headers);
      expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
      expect(first.json()).toMatchObject({ priceCents: null, priceFcfa: null });
      const alerts = await t.app.database.db
        .select()
        .from(notificationAlerts)
        .where(eq(notificationAlerts.parcelId, first.json().id));
      expect(alerts).toHaveLength(1);
    });

    it("is refused while the route has dates: the client must choose one", async () => {
      const response = await awa.post("/api/parcels/notification-requests", {
        description: "Livres",
        fromCountry: "FR",
        toCountry: "TG",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ROUTE_HAS_DATES_MESSAGE);
    });
  });
});
