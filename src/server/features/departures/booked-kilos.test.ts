import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures, parcels } from "#server/db/schema";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import { client, parcelRequest } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import { tooHeavyForDepartureMessage } from "#shared/departures/departure-text";

/**
 * One definition of the kilos booked (docs/product/departures.md#booked-kilos): the dates offered to a
 * client, the booking check and the admin's dates tab give the same kilos left, whatever rows the
 * departure holds — a deleted account's kept parcel, parcels with and without an idempotency key, a
 * refused one, a weighed one, a retried request.
 */
describe.each(testDatabaseKinds)("the kilos booked on a departure, the same everywhere, on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let kofi: TestBrowser;
  let admin: TestBrowser;
  let day = 50;
  let keys = 0;
  /** A fresh idempotency key, as the wizard makes one per request. */
  const key = () => ({ "idempotency-key": `kilos-booked-key-${String(++keys).padStart(4, "0")}` });

  async function departure(capacityGrams: number): Promise<{ id: string; date: string }> {
    const id = newId();
    const date = addDays(todayInParis(), day++);
    await t.app.database.db
      .insert(departures)
      .values({ id, date, fromCountry: "FR", toCountry: "TG", capacityGrams });
    return { id, date };
  }

  /** The kilos left as the client's date list shows them (none: not offered). */
  const offeredLeft = async (date: string): Promise<number | undefined> =>
    (await awa.get("/api/available-dates?from=FR&to=TG"))
      .json()
      .dates.find((d: { date: string }) => d.date === date)?.remainingGrams;

  /** The kilos left as the carrier's dates tab shows them. */
  async function adminLeft(id: string): Promise<number> {
    const dates: AdminDeparture[] = (await send(t.app, admin, "GET", "/api/admin/departures")).json();
    const row = dates.find((d) => d.id === id) as AdminDeparture;
    return (row.capacityGrams as number) - row.bookedGrams;
  }

  async function book(who: TestBrowser, date: string, weightKg: number, headers?: Record<string, string>) {
    const response = await who.post("/api/parcels", parcelRequest(date, { weightKg }), headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  /** A paid, delivered parcel whose client then deletes the account: kept, anonymised, without client or key. */
  async function keptParcelOfDeletedAccount(date: string, weightKg: number): Promise<string> {
    const leaving = await client(t.app, "partie");
    const id = await book(leaving, date, weightKg, key());
    await t.app.database.db
      .update(parcels)
      .set({ paid: true, status: "delivered" })
      .where(eq(parcels.id, id));
    const deleted = await leaving.post("/api/accounts/me/delete", { password: "Colibri-Test-2026" });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [kept] = await t.app.database.db.select().from(parcels).where(eq(parcels.id, id));
    expect(kept).toMatchObject({ clientId: null, idempotencyKey: null });
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    awa = await client(t.app, "awa");
    kofi = await client(t.app, "kofi");
    admin = await adminBrowser(t.app);
  });
  afterAll(async () => t?.close());

  it("counts a deleted account's kept parcel against a booking that carries an idempotency key", async () => {
    const { id, date } = await departure(10_000);
    await keptParcelOfDeletedAccount(date, 9);
    expect(await offeredLeft(date)).toBe(1_000);
    expect(await adminLeft(id)).toBe(1_000);
    const refused = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 5 }), key());
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "DEPARTURE_FULL",
      fieldErrors: { preferredDate: tooHeavyForDepartureMessage(1_000) },
    });
  });

  it("gives the same kilos left in the three places, with every kind of row on the departure", async () => {
    const { id, date } = await departure(20_000);
    await keptParcelOfDeletedAccount(date, 3); // counts: 3 kg
    await book(awa, date, 2); // the booking client's, without key: 2 kg
    await book(kofi, date, 1); // another client's, without key: 1 kg
    const refused = await book(awa, date, 4); // refused: gives its kilos back
    await t.app.database.db.update(parcels).set({ status: "rejected" }).where(eq(parcels.id, refused));
    const weighed = await book(kofi, date, 2, key()); // weighed: counts 2.5 kg, not the 2 declared
    await t.app.database.db
      .update(parcels)
      .set({ status: "received", measuredWeightGrams: 2_500 })
      .where(eq(parcels.id, weighed));
    const retriedKey = key();
    const first = await book(awa, date, 1, retriedKey); // a request sent twice: 1 kg, once
    const retry = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 1 }), retriedKey);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first);

    // 20 − (3 + 2 + 1 + 2.5 + 1) = 10.5 kg left.
    expect(await offeredLeft(date)).toBe(10_500);
    expect(await adminLeft(id)).toBe(10_500);
    const tooHeavy = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 10.6 }), key());
    expect(tooHeavy.json()).toMatchObject({
      code: "DEPARTURE_FULL",
      fieldErrors: { preferredDate: tooHeavyForDepartureMessage(10_500) },
    });
    await book(awa, date, 10.5, key());
    expect(await offeredLeft(date)).toBeUndefined();
    expect(await adminLeft(id)).toBe(0);
    // The retried request still gets its parcel back on the full departure.
    const late = await awa.post("/api/parcels", parcelRequest(date, { weightKg: 1 }), retriedKey);
    expect(late.statusCode).toBe(200);
    expect(late.json().id).toBe(first);
  });
});
