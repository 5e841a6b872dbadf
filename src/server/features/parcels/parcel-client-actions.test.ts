import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { auditLog, departures, notificationAlerts, parcels } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, createParcel, publishDeparture } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, type TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, formatDateFr, todayInParis } from "#shared/calendar";
import {
  CANCEL_NOT_ALLOWED_MESSAGE,
  CLIENT_CANCEL_NOTE,
  chosenDateNote,
  DATE_ALREADY_CHOSEN_MESSAGE,
  WEIGHT_NEEDED_FOR_DATE_MESSAGE,
} from "#shared/parcels/client-actions";
import { DATE_NOT_OFFERED_MESSAGE } from "#shared/parcels/request-api";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";

/** A waiting request takes a published date; a client cancels an unpaid request (docs/product/parcels.md). */
describe.each(testDatabaseKinds)("a client's actions on a sent request, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function waitingRequest(
    browser: TestBrowser,
    route: { from: string; to: string },
    weightKg?: number,
  ) {
    const response = await browser.post("/api/parcels/notification-requests", {
      description: "Pagnes et savons pour la famille",
      fromCountry: route.from,
      toCountry: route.to,
      ...(weightKg === undefined ? {} : { weightKg }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  const detail = async (browser: TestBrowser, id: string): Promise<ParcelDetail> =>
    (await expectStatus(send(t.app, browser, "GET", `/api/parcels/${id}`), 200)).json().parcel;

  it("takes a date the carrier publishes on its route, from the date-available e-mail's link", async () => {
    const ama = await client(t.app, "ama");
    const me = await ama.me();
    const id = await waitingRequest(ama, { from: "BE", to: "TG" }, 4);
    const date = addDays(todayInParis(), 10);
    await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", {
        date,
        fromCountry: "BE",
        toCountry: "TG",
        description: "",
      }),
      201,
    );
    const alert = await lastEmailTo(t.app, me?.email as string);
    expect(alert.kind).toBe("date-available");
    expect(alert.path).toBe(`/tracking?colis=${id}`);
    expect(alert.textBody).toContain("Choisir ma date");

    const response = await expectStatus(
      send(t.app, ama, "POST", `/api/parcels/${id}/preferred-date`, { preferredDate: date }),
      200,
    );
    const parcel: ParcelDetail = response.json().parcel;
    expect(parcel).toMatchObject({ status: "pending", paid: false, preferredDate: date, priceCents: 4800 });
    expect(parcel.history.at(-1)).toMatchObject({
      note: chosenDateNote(date),
      actor: "client",
      status: "pending",
    });
    expect(chosenDateNote(date)).toBe(`Date de transport choisie : ${formatDateFr(date)}`);
    // From now on an ordinary request: its payment page answers with the amounts.
    const payment = await expectStatus(send(t.app, ama, "GET", `/api/parcels/${id}/payment`), 200);
    expect(payment.json()).toMatchObject({ priceCents: 4800, priceFcfa: 31_440, preferredDate: date });
    // No longer waiting: the statistics do not count it among parcels waiting for a date.
    const stats = (await expectStatus(send(t.app, admin, "GET", "/api/admin/statistics"), 200)).json();
    expect(stats.waitingForDates).toBe(0);
    const [closed] = await db().select().from(notificationAlerts).where(eq(notificationAlerts.parcelId, id));
    expect(closed?.notifiedAt).not.toBeNull();

    const again = await send(t.app, ama, "POST", `/api/parcels/${id}/preferred-date`, {
      preferredDate: date,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "DATE_ALREADY_CHOSEN", message: DATE_ALREADY_CHOSEN_MESSAGE });
  });

  it("asks for the weight when the waiting request has none, and accepts only its own route, today or later", async () => {
    const kofi = await client(t.app, "kofi");
    const id = await waitingRequest(kofi, { from: "SN", to: "TG" });
    const date = await publishDeparture(t.app, "SN", "TG", 5);
    const otherRoute = await publishDeparture(t.app, "FR", "TG", 6);
    const past = addDays(todayInParis(), -2);
    await db()
      .insert(departures)
      .values({ id: newId(), date: past, fromCountry: "SN", toCountry: "TG" })
      .onConflictDoNothing();

    const noWeight = await send(t.app, kofi, "POST", `/api/parcels/${id}/preferred-date`, {
      preferredDate: date,
    });
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json()).toMatchObject({
      code: "WEIGHT_NEEDED",
      fieldErrors: { weightKg: WEIGHT_NEEDED_FOR_DATE_MESSAGE },
    });
    for (const refused of [otherRoute, past]) {
      const response = await send(t.app, kofi, "POST", `/api/parcels/${id}/preferred-date`, {
        preferredDate: refused,
        weightKg: 2.5,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "DATE_NOT_OFFERED", message: DATE_NOT_OFFERED_MESSAGE });
    }
    expect((await detail(kofi, id)).preferredDate).toBeNull();

    const booked = await expectStatus(
      send(t.app, kofi, "POST", `/api/parcels/${id}/preferred-date`, { preferredDate: date, weightKg: 2.5 }),
      200,
    );
    expect(booked.json().parcel).toMatchObject({ weightGrams: 2500, priceCents: 3000, priceFcfa: 19_650 });
  });

  it("answers 404 to anybody but the owner, the administrator included", async () => {
    const owner = await client(t.app, "owner");
    const other = await client(t.app, "other");
    const id = await waitingRequest(owner, { from: "CI", to: "TG" }, 1);
    const date = await publishDeparture(t.app, "CI", "TG", 3);
    for (const browser of [other, admin]) {
      const choose = await send(t.app, browser, "POST", `/api/parcels/${id}/preferred-date`, {
        preferredDate: date,
      });
      expect(choose.statusCode).toBe(404);
      const cancel = await send(t.app, browser, "POST", `/api/parcels/${id}/cancel`, { confirmed: true });
      expect(cancel.statusCode).toBe(404);
    }
    const anonymous = await send(t.app, null, "POST", `/api/parcels/${id}/cancel`, { confirmed: true });
    expect(anonymous.statusCode).toBe(401);
    expect((await detail(owner, id)).status).toBe("pending");
  });

  it("cancels a pending unpaid request, and the carrier sees who cancelled", async () => {
    const awa = await client(t.app, "awa");
    const date = await publishDeparture(t.app, "FR", "TG", 4);
    const { id } = await createParcel(awa, date);
    const unconfirmed = await send(t.app, awa, "POST", `/api/parcels/${id}/cancel`, {});
    expect(unconfirmed.statusCode).toBe(400);

    const response = await expectStatus(
      send(t.app, awa, "POST", `/api/parcels/${id}/cancel`, { confirmed: true }),
      200,
    );
    expect(response.json().parcel).toMatchObject({ status: "rejected", cancelledByClient: true });
    expect(response.json().parcel.history.at(-1)).toMatchObject({
      note: CLIENT_CANCEL_NOTE,
      actor: "client",
    });

    const seen = await detail(admin, id);
    expect(seen.cancelledByClient).toBe(true);
    expect(seen.history.at(-1)).toMatchObject({ note: CLIENT_CANCEL_NOTE, actor: "client" });
    const rows = (await expectStatus(send(t.app, admin, "GET", `/api/admin/parcels?q=${id}`), 200)).json()
      .items;
    expect(rows[0]).toMatchObject({ id, status: "rejected", cancelledByClient: true });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.parcelId, id), eq(auditLog.action, "parcel.cancelled_by_client")));
    expect(audit).toMatchObject({ fromStatus: "pending", toStatus: "rejected" });

    const twice = await send(t.app, awa, "POST", `/api/parcels/${id}/cancel`, { confirmed: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "CANCEL_NOT_ALLOWED", message: CANCEL_NOT_ALLOWED_MESSAGE });
  });

  it("refuses to cancel a paid request", async () => {
    const yao = await client(t.app, "yao");
    const date = await publishDeparture(t.app, "FR", "TG", 4);
    const { id } = await createParcel(yao, date);
    await db().update(parcels).set({ paid: true }).where(eq(parcels.id, id));
    const response = await send(t.app, yao, "POST", `/api/parcels/${id}/cancel`, { confirmed: true });
    expect(response.statusCode).toBe(409);
    expect((await detail(yao, id)).status).toBe("pending");
    // Nothing was recorded for a cancellation that did not happen.
    const audits = await db().select().from(auditLog).where(eq(auditLog.parcelId, id));
    expect(audits).toHaveLength(0);
  });
});
