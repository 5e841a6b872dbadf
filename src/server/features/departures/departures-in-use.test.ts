import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, parcels, users } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, createParcel, parcelRequest } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, formatDateFr, todayInParis } from "#shared/calendar";
import { departureDayMovedNote, departureRouteInUseMessage } from "#shared/departures/admin-departures";
import { dateMovedSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";

/** Moving a date that parcels chose moves them and tells their clients (docs/product/administration.md#dates-in-use). */
describe.each(testDatabaseKinds)("dates chosen by parcels, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
  });
  afterAll(() => t.close());

  it("moves the parcels with their date and e-mails each client, even one who turned parcel e-mails off", async () => {
    const from = addDays(todayInParis(), 8);
    const to = addDays(todayInParis(), 12);
    const added = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", {
        date: from,
        fromCountry: "FR",
        toCountry: "TG",
        description: "",
      }),
      201,
    );
    const dateId = added.json().dates[0].id as string;
    const ama = await client(t.app, "ama");
    const kofi = await client(t.app, "kofi");
    const amaParcel = await createParcel(ama, from);
    const kofiParcel = await createParcel(kofi, from);
    const kofiEmail = (await kofi.me())?.email as string;
    await t.database.db.update(users).set({ emailNotifications: false }).where(eq(users.email, kofiEmail));

    const list = (await expectStatus(send(t.app, admin, "GET", "/api/admin/departures"), 200)).json();
    expect(list.find((date: { id: string }) => date.id === dateId)?.parcelCount).toBe(2);

    await expectStatus(
      send(t.app, admin, "PUT", `/api/admin/departures/${dateId}`, {
        date: to,
        fromCountry: "FR",
        toCountry: "TG",
        description: "",
      }),
      200,
    );
    const moved = await t.database.db.select().from(parcels).where(eq(parcels.departureId, dateId));
    expect(moved.map((parcel) => parcel.preferredDate)).toEqual([to, to]);
    for (const parcel of [amaParcel, kofiParcel]) {
      const [row] = moved.filter((candidate) => candidate.id === parcel.id);
      const mails = (
        await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "date-moved"))
      ).filter((mail) => mail.textBody.includes(parcel.id));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(dateMovedSubject(parcelHumanName(row as NonNullable<typeof row>)));
      expect(mails[0]?.textBody).toContain(`Nouvelle date : ${formatDateFr(to)}`);
      expect(mails[0]?.textBody).toContain(`/tracking?colis=${parcel.id}`);
      // The client's history says so, and its last entry still carries the parcel's status.
      const detail = (await expectStatus(send(t.app, admin, "GET", `/api/parcels/${parcel.id}`), 200)).json();
      const last = detail.parcel.history.at(-1);
      expect(last).toMatchObject({
        status: row?.status,
        note: departureDayMovedNote(formatDateFr(from), formatDateFr(to)),
      });
    }
  });

  it("refuses to change the route of a date that parcels chose", async () => {
    const date = addDays(todayInParis(), 9);
    const added = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", {
        date,
        fromCountry: "FR",
        toCountry: "BJ",
        description: "",
      }),
      201,
    );
    const dateId = added.json().dates[0].id as string;
    const yao = await client(t.app, "yao");
    const created = await yao.post(
      "/api/parcels",
      parcelRequest(date, {
        toCountry: "BJ",
        // Without its prefix a number is read in the arrival country: this Togolese one says +228.
        recipient: { name: "Afi Mensah", phone: "+228 90 12 34 56", city: "Cotonou" },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const refused = await send(t.app, admin, "PUT", `/api/admin/departures/${dateId}`, {
      date,
      fromCountry: "FR",
      toCountry: "CI",
      description: "",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "DATE_IN_USE", message: departureRouteInUseMessage(1) });
    const [parcel] = await t.database.db.select().from(parcels).where(eq(parcels.id, created.json().id));
    expect(parcel).toMatchObject({ toCountry: "BJ", preferredDate: date });
  });
});
