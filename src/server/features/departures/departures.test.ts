import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, departures } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, formatDateFr, todayInParis } from "#shared/calendar";
import { departureInUseMessage } from "#shared/departures/admin-departures";
import {
  DUPLICATE_DATES_MESSAGE,
  FROM_COUNTRY_REQUIRED,
  TO_COUNTRY_REQUIRED,
} from "#shared/departures/departure-form";

const today = todayInParis();
const inDays = (n: number) => addDays(today, n);

describe.each(testDatabaseKinds)("admin dates on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
  });
  afterAll(() => t.close());

  const batch = (body: unknown) => send(t.app, admin, "POST", "/api/admin/departures/batch", body);
  const fieldMessages = (response: Awaited<ReturnType<typeof batch>>) =>
    Object.values(response.json().fieldErrors ?? {});

  it("gives each message of the multi-date form", async () => {
    const missing = await batch({ fromCountry: "", toCountry: "", dates: [""] });
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing)).toEqual(
      expect.arrayContaining([
        FROM_COUNTRY_REQUIRED,
        TO_COUNTRY_REQUIRED,
        "Date 1 : Veuillez sélectionner une date valide",
      ]),
    );
    const past = await batch({ fromCountry: "FR", toCountry: "TG", dates: [inDays(3), inDays(-1)] });
    expect(fieldMessages(past)).toEqual(["Date 2 : La date doit être aujourd'hui ou dans le futur"]);
    const twice = await batch({ fromCountry: "FR", toCountry: "TG", dates: [inDays(3), inDays(3)] });
    expect(twice.statusCode).toBe(400);
    expect(fieldMessages(twice)).toEqual([DUPLICATE_DATES_MESSAGE]);
    expect(await t.database.db.select().from(departures)).toHaveLength(0);
  });

  it("adds several dates, today included, sorted in the list; a date already on the route refuses the whole batch", async () => {
    const added = await expectStatus(
      batch({
        fromCountry: "FR",
        toCountry: "TG",
        description: " Départ Paris ",
        dates: [inDays(20), today],
      }),
      201,
    );
    expect(added.json().dates.map((d: { date: string }) => d.date)).toEqual([today, inDays(20)]);
    const again = await batch({ fromCountry: "FR", toCountry: "TG", dates: [inDays(30), inDays(20)] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Date 2 : Cette date existe déjà pour ce trajet");
    // The same day on the other direction is another route.
    await expectStatus(batch({ fromCountry: "TG", toCountry: "FR", dates: [inDays(20)] }), 201);
    const list = (await expectStatus(send(t.app, admin, "GET", "/api/admin/departures"), 200)).json();
    expect(list.map((d: { date: string; fromCountry: string }) => `${d.date} ${d.fromCountry}`)).toEqual([
      `${today} FR`,
      `${inDays(20)} FR`,
      `${inDays(20)} TG`,
    ]);
    expect(list[0]).toMatchObject({ description: "Départ Paris", parcelCount: 0 });
  });

  it("adds one date (description optional), refuses the past and a day the route has", async () => {
    const one = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", {
        date: inDays(40),
        fromCountry: "FR",
        toCountry: "CI",
      }),
      201,
    );
    expect(one.json().dates[0]).toMatchObject({ date: inDays(40), description: null });
    const past = await send(t.app, admin, "POST", "/api/admin/departures", {
      date: inDays(-2),
      fromCountry: "FR",
      toCountry: "CI",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("La date doit être aujourd'hui ou dans le futur");
    const same = await send(t.app, admin, "POST", "/api/admin/departures", {
      date: inDays(40),
      fromCountry: "FR",
      toCountry: "CI",
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(`${formatDateFr(inDays(40))} : Cette date existe déjà pour ce trajet`);
    const noCountry = await send(t.app, admin, "POST", "/api/admin/departures", {
      date: inDays(41),
      fromCountry: "",
    });
    expect(noCountry.statusCode).toBe(400);
  });

  it("edits a date, refusing a clash with another one, and writes the audit log", async () => {
    const { dates } = (
      await expectStatus(batch({ fromCountry: "FR", toCountry: "SN", dates: [inDays(50), inDays(51)] }), 201)
    ).json();
    const [first, second] = dates;
    const edited = await expectStatus(
      send(t.app, admin, "PUT", `/api/admin/departures/${first.id}`, {
        date: inDays(52),
        fromCountry: "FR",
        toCountry: "SN",
        description: "Vol du soir",
      }),
      200,
    );
    expect(edited.json()).toMatchObject({ date: inDays(52), description: "Vol du soir" });
    const clash = await send(t.app, admin, "PUT", `/api/admin/departures/${second.id}`, {
      date: inDays(52),
      fromCountry: "FR",
      toCountry: "SN",
    });
    expect(clash.statusCode).toBe(409);
    const unknown = await send(t.app, admin, "PUT", "/api/admin/departures/INCONNU", {
      date: inDays(52),
      fromCountry: "FR",
      toCountry: "SN",
    });
    expect(unknown.statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "date.update"));
    expect(audits).toHaveLength(1);
  });

  it("refuses to delete a date that a parcel chose, with a clear message; deletes a free one", async () => {
    await confirmedAccount(t.app, "ama@mail.com");
    const { dates } = (
      await expectStatus(batch({ fromCountry: "FR", toCountry: "BJ", dates: [inDays(60), inDays(61)] }), 201)
    ).json();
    const [chosen, free] = dates;
    await insertRequestedParcel(t.database.db, {
      clientId: await userIdOf(t.database.db, "ama@mail.com"),
      departureId: chosen.id,
      preferredDate: chosen.date,
    });
    const refused = await send(t.app, admin, "DELETE", `/api/admin/departures/${chosen.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "DATE_IN_USE", message: departureInUseMessage(1) });
    await expectStatus(send(t.app, admin, "DELETE", `/api/admin/departures/${free.id}`), 204);
    expect((await send(t.app, admin, "DELETE", `/api/admin/departures/${free.id}`)).statusCode).toBe(404);
    const list = (await send(t.app, admin, "GET", "/api/admin/departures")).json();
    expect(list.find((d: { id: string }) => d.id === chosen.id)).toMatchObject({ parcelCount: 1 });
  });
});
