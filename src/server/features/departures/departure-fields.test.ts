import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, parcelRequest } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import type { AdminDeparture } from "#shared/departures/admin-departures";

describe.each(testDatabaseKinds)("a date's departure, as the carrier sets it, on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let awa: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    awa = await client(t.app, "awa");
  });
  afterAll(() => t.close());

  const listed = async (id: string): Promise<AdminDeparture | undefined> =>
    (await send(t.app, admin, "GET", "/api/admin/departures"))
      .json()
      .find((d: AdminDeparture) => d.id === id);

  it("stores capacity, Paris deadline and place, counts the kilos booked, and closes on demand", async () => {
    const date = addDays(todayInParis(), 40);
    const deadline = `${addDays(date, -2)}T18:00`;
    const added = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", {
        date,
        fromCountry: "FR",
        toCountry: "TG",
        capacityKg: 40,
        dropoffDeadline: deadline,
        dropoffPlace: "  Entrepôt de Bobigny ",
      }),
      201,
    );
    const [saved] = added.json().dates as AdminDeparture[];
    expect(saved).toMatchObject({
      capacityGrams: 40_000,
      bookedGrams: 0,
      dropoffPlace: "Entrepôt de Bobigny",
    });
    expect(saved?.state).toBe("open");
    // 18:00 in Paris, whatever the season.
    expect(
      new Date(saved?.dropoffDeadline as string).toLocaleString("fr-FR", { timeZone: "Europe/Paris" }),
    ).toMatch(/18:00:00$/);

    await expectStatus(awa.post("/api/parcels", parcelRequest(date, { weightKg: 12.5 })), 201);
    expect(await listed(saved?.id as string)).toMatchObject({ bookedGrams: 12_500, parcelCount: 1 });

    const edit = { date, fromCountry: "FR", toCountry: "TG", capacityKg: 40, state: "closed" };
    await expectStatus(send(t.app, admin, "PUT", `/api/admin/departures/${saved?.id}`, edit), 200);
    const offered = (await awa.get("/api/available-dates?from=FR&to=TG")).json().dates;
    expect(offered.map((d: { date: string }) => d.date)).not.toContain(date);
    // The edit sent no deadline nor place: it cleared them, as the form's empty fields mean.
    expect(await listed(saved?.id as string)).toMatchObject({ state: "closed", dropoffDeadline: null });
  });

  it("refuses a capacity of 0 kg, an unknown state and a deadline after the departure, in French", async () => {
    const date = addDays(todayInParis(), 41);
    const base = { date, fromCountry: "FR", toCountry: "TG" };
    const zero = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", { ...base, capacityKg: 0 }),
      400,
    );
    expect(zero.json().fieldErrors.capacityKg).toBe("La capacité doit être un nombre de kilos supérieur à 0");
    const late = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", {
        ...base,
        dropoffDeadline: `${addDays(date, 1)}T09:00`,
      }),
      400,
    );
    expect(late.json().fieldErrors.dropoffDeadline).toBe(
      "La date limite de dépôt doit être au plus tard le jour du départ",
    );
    await expectStatus(send(t.app, admin, "POST", "/api/admin/departures", { ...base, state: "lost" }), 400);
  });
});
