import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/database";
import { departures, parcels, trackingEvents, users } from "#server/db/schema";
import { createTestDatabase } from "#server/test/test-database";
import { displayStatus } from "#shared/parcels/display";
import { DEMO_ACCOUNTS, seedDemoData } from "./demo-data";

describe("demo parcels", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, new Date("2026-11-21T10:00:00Z"));
  });
  afterAll(() => database.close());

  it("gives the demo client a parcel in every state the tracking screen shows, each with its history", async () => {
    const db = database.db;
    const [client] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[1].email));
    const rows = await db
      .select()
      .from(parcels)
      .where(eq(parcels.clientId, client?.id ?? ""));
    const labels = new Set(rows.map((row) => displayStatus(row).label));
    for (const label of [
      "Paiement en attente",
      "En attente de date",
      "Accepté",
      "En transit",
      "Refusé",
      "Livré",
    ]) {
      expect(labels).toContain(label);
    }
    for (const row of rows) {
      const history = await db.select().from(trackingEvents).where(eq(trackingEvents.parcelId, row.id));
      expect(history.length).toBeGreaterThan(0);
      // The last entry is the parcel's current status.
      expect(history.sort((a, b) => +a.createdAt - +b.createdAt).at(-1)?.status).toBe(row.status);
    }
  });

  it("books the dated parcels on the demo's departures, whose drop-off place and deadline come before the day", async () => {
    const db = database.db;
    const booked = await db
      .select({ description: parcels.description, date: parcels.preferredDate, departure: departures })
      .from(parcels)
      .innerJoin(departures, eq(departures.id, parcels.departureId));
    expect(booked.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        "Vêtements et chaussures pour la famille",
        "Ordinateur portable reconditionné",
      ]),
    );
    for (const { date, departure } of booked) {
      expect(departure.date).toBe(date);
      expect(departure.dropoffPlace).toBeTruthy();
      // 18 h 30 in Paris (UTC+1 in the demo's November), two days before the departure.
      expect(departure.dropoffDeadline?.toISOString().slice(11, 16)).toBe("17:30");
      expect(
        departure.dropoffDeadline && departure.dropoffDeadline < new Date(`${departure.date}T00:00:00Z`),
      ).toBe(true);
    }
  });

  it("is created once: seeding again adds no parcel", async () => {
    const before = (await database.db.select().from(parcels)).length;
    await seedDemoData(database.db);
    expect(await database.db.select().from(parcels)).toHaveLength(before);
  });
});
