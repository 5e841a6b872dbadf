import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures, parcels } from "#server/db/schema";
import { client, parcelRequest } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import {
  DEADLINE_PASSED_MESSAGE,
  DEPARTURE_FULL_MESSAGE,
  tooHeavyForDepartureMessage,
} from "#shared/departures/departure-text";
import { DATE_NOT_OFFERED_MESSAGE } from "#shared/parcels/request-api";

type Departure = Partial<typeof departures.$inferInsert>;

describe.each(testDatabaseKinds)("departure capacity and deadline on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let day = 30;

  /** A fresh FR → TG departure on its own day, so the tests do not share kilos. */
  async function departure(values: Departure = {}): Promise<{ id: string; date: string }> {
    const id = newId();
    const date = addDays(todayInParis(), day++);
    await t.app.database.db
      .insert(departures)
      .values({ id, date, fromCountry: "FR", toCountry: "TG", ...values });
    return { id, date };
  }

  const offered = async (date: string) =>
    (await awa.get("/api/available-dates?from=FR&to=TG"))
      .json()
      .dates.find((d: { date: string }) => d.date === date);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    awa = await client(t.app, "awa");
  });
  afterAll(async () => t?.close());

  it("offers a date with the kilos left and the deadline, and takes the parcel's kilos off", async () => {
    const deadline = new Date(Date.now() + 86_400_000);
    const { date } = await departure({
      capacityGrams: 42_000,
      dropoffDeadline: deadline,
      dropoffPlace: "12 rue de Paris",
    });
    expect(await offered(date)).toMatchObject({
      remainingGrams: 42_000,
      dropoffDeadline: deadline.toISOString(),
      dropoffPlace: "12 rue de Paris",
    });
    expect((await awa.post("/api/parcels", parcelRequest(date, { weightKg: 2.5 }))).statusCode).toBe(201);
    expect((await offered(date)).remainingGrams).toBe(39_500);
  });

  it("refuses a parcel heavier than what is left, saying how much is left", async () => {
    const { date } = await departure({ capacityGrams: 3_000 });
    const response = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 3.5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "DEPARTURE_FULL",
      fieldErrors: { preferredDate: tooHeavyForDepartureMessage(3_000) },
    });
    expect((await awa.post("/api/parcels", parcelRequest(date, { weightKg: 3 }))).statusCode).toBe(201);
    // Full: no longer offered, and refused as full.
    expect(await offered(date)).toBeUndefined();
    const full = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 0.1 }));
    expect(full.json()).toMatchObject({ code: "DEPARTURE_FULL", message: DEPARTURE_FULL_MESSAGE });
  });

  it("gives the kilos of a refused parcel back, and counts a weighed parcel by its measured weight", async () => {
    const { id, date } = await departure({ capacityGrams: 10_000 });
    const first = (await awa.post("/api/parcels", parcelRequest(date, { weightKg: 4 }))).json();
    const second = (await awa.post("/api/parcels", parcelRequest(date, { weightKg: 4 }))).json();
    expect((await offered(date)).remainingGrams).toBe(2_000);
    await t.app.database.db.update(parcels).set({ status: "rejected" }).where(eq(parcels.id, first.id));
    await t.app.database.db
      .update(parcels)
      .set({ measuredWeightGrams: 5_500 })
      .where(eq(parcels.id, second.id));
    expect((await offered(date)).remainingGrams).toBe(4_500);
    expect(id).toBeTruthy();
  });

  it("stops offering a departure after its deadline or once it is no longer open", async () => {
    const late = await departure({ dropoffDeadline: new Date(Date.now() - 60_000) });
    expect(await offered(late.date)).toBeUndefined();
    const response = await awa.post("/api/parcels", parcelRequest(late.date));
    expect(response.json()).toMatchObject({
      code: "DEADLINE_PASSED",
      fieldErrors: { preferredDate: DEADLINE_PASSED_MESSAGE },
    });
    for (const state of ["closed", "departed", "arrived"] as const) {
      const gone = await departure({ state });
      expect(await offered(gone.date)).toBeUndefined();
      const refused = await awa.post("/api/parcels", parcelRequest(gone.date));
      expect(refused.json()).toMatchObject({
        code: "DATE_NOT_OFFERED",
        fieldErrors: { preferredDate: DATE_NOT_OFFERED_MESSAGE },
      });
    }
  });

  it("lets a retried creation (same Idempotency-Key) through although its own kilos filled the departure", async () => {
    const { date } = await departure({ capacityGrams: 2_000 });
    const headers = { "idempotency-key": "retry-of-the-last-kilos-0001" };
    const first = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 2 }), headers);
    const retry = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 2 }), headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
  });

  it("gives a retried creation its parcel after the drop-off deadline has passed or the departure closed", async () => {
    const { id, date } = await departure({ dropoffDeadline: new Date(Date.now() + 3_600_000) });
    const headers = { "idempotency-key": "retry-after-the-deadline-0001" };
    const first = await awa.post("/api/parcels", parcelRequest(date), headers);
    expect(first.statusCode).toBe(201);
    const db = t.app.database.db;
    await db
      .update(departures)
      .set({ dropoffDeadline: new Date(Date.now() - 60_000) })
      .where(eq(departures.id, id));
    const retry = await awa.post("/api/parcels", parcelRequest(date), headers);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    // A new request is refused, as before.
    const fresh = await awa.post("/api/parcels", parcelRequest(date), {
      "idempotency-key": "new-request-after-deadline-01",
    });
    expect(fresh.json().code).toBe("DEADLINE_PASSED");
    await db.update(departures).set({ state: "closed" }).where(eq(departures.id, id));
    const afterClosing = await awa.post("/api/parcels", parcelRequest(date), headers);
    expect(afterClosing.statusCode, afterClosing.body).toBe(200);
    expect(afterClosing.json().id).toBe(first.json().id);
  });

  it("gives a retried notification request its request after the route got a date", async () => {
    const headers = { "idempotency-key": "retry-of-a-waiting-request-1" };
    const body = { description: "Pagnes et savons", fromCountry: "GH", toCountry: "TG" };
    const first = await awa.post("/api/parcels/notification-requests", body, headers);
    expect(first.statusCode, first.body).toBe(201);
    await t.app.database.db
      .insert(departures)
      .values({ id: newId(), date: addDays(todayInParis(), 90), fromCountry: "GH", toCountry: "TG" });
    const retry = await awa.post("/api/parcels/notification-requests", body, headers);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const fresh = await awa.post("/api/parcels/notification-requests", body);
    expect(fresh.json().code).toBe("ROUTE_HAS_DATES");
  });

  it("never overbooks: 30 clients booking 1 kg at once on the last 20 kg get 20 parcels", async () => {
    const { id, date } = await departure({ capacityGrams: 20_000 });
    const clients = await Promise.all(Array.from({ length: 30 }, (_, i) => client(t.app, `rush${i}`)));
    const answers = await Promise.all(
      clients.map((browser) => browser.post("/api/parcels", parcelRequest(date, { weightKg: 1 }))),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 400)).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json().code).toBe("DEPARTURE_FULL");
    }
    const booked = await t.app.database.db.select().from(parcels).where(eq(parcels.departureId, id));
    expect(booked.reduce((sum, parcel) => sum + (parcel.weightGrams ?? 0), 0)).toBe(20_000);
  });
});
