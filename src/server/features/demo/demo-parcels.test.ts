import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/database";
import { parcels, trackingEvents, users } from "#server/db/schema";
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

  it("is created once: seeding again adds no parcel", async () => {
    const before = (await database.db.select().from(parcels)).length;
    await seedDemoData(database.db);
    expect(await database.db.select().from(parcels)).toHaveLength(before);
  });
});
