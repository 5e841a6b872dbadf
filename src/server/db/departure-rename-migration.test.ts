import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import {
  type DrillDatabase,
  drillDatabase,
  migrateFirst,
  tableFingerprints,
} from "#server/test/backup-drill-kit";
import { client, createParcel } from "#server/test/parcels-test-kit";
import { decodeQr, pageCount, pdfText } from "#server/test/pdf-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import {
  departureLabelsUrl,
  departureManifestUrl,
  labelNumber,
  NO_MANIFEST_PARCELS,
  parcelLabelUrl,
} from "#shared/departures/departure-files";
import { backupDatabase } from "./backup/backup-database";
import type { DatabaseSettings } from "./backup/database-target";
import { restoreDatabase } from "./backup/restore-database";
import { MIGRATIONS_FOLDER } from "./open-database";
import { parcels } from "./schema";

/**
 * Decision 067 renamed the table of departures and the parcel's link to it. A backup taken by the
 * release before (its migrations only, its table and column names, rows written in its SQL) is restored
 * by today's code, which migrates it as the server does at start-up: every row is kept, every departure
 * is listed, every booking still points at its departure, and the labels and manifests of those
 * departures print the same parcels with their tracking links (docs/DEPLOYMENT.md#backups-and-restore).
 */

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
/** The release before the rename: every migration before it. */
const BEFORE = journal.entries.findIndex((entry) => entry.tag.endsWith("_departure_rename"));

const PUBLIC_URL = "https://colibri.example";
const SOON = addDays(todayInParis(), 10);
const LATER = addDays(todayInParis(), 20);

/** The previous release's rows, in its own names: two departures, parcels booked on them, one waiting. */
const OLD_ROWS = [
  `insert into "user" (id, name, email, role, email_verified) values
     ('u-kossi', 'Kossi', 'kossi@mail.com', 'client', true),
     ('u-chef', 'Chef', 'chef@colibri.example', 'admin', true)`,
  `insert into available_date (id, date, from_country, to_country, description, capacity_grams,
     dropoff_deadline, dropoff_place, state, created_by) values
     ('dep-soon', '${SOON}', 'FR', 'TG', 'Valise de mars', 40000, '${SOON}T17:00:00Z', 'Entrepôt de Bobigny',
       'open', 'u-chef'),
     ('dep-later', '${LATER}', 'TG', 'FR', null, null, null, null, 'closed', null)`,
  `insert into parcel (id, tracking_code, client_id, description, from_country, to_country, status, weight_grams,
     measured_weight_grams, price_cents, price_fcfa, paid, preferred_date, available_date_id, recipient_name,
     recipient_phone, recipient_city, collection_code) values
     ('pkg-aaaaaaaa', 'A1B2C3D4E5F6', 'u-kossi', 'Pagnes et tissus', 'FR', 'TG', 'accepted', 3500, null, 4200, 27510,
       true, '${SOON}', 'dep-soon', 'Afi Mensah', '+22890123456', 'Lomé', '123456'),
     ('pkg-bbbbbbbb', 'B2C3D4E5F6G7', 'u-kossi', 'Chaussures de sport', 'FR', 'TG', 'received', 2000, 2600, 2400,
       15720, true, '${SOON}', 'dep-soon', null, null, null, '654321'),
     ('pkg-cccccccc', 'C3D4E5F6G7H8', 'u-kossi', 'Colis refusé', 'FR', 'TG', 'rejected', 1000, null, 1200,
       7860, false, '${SOON}', 'dep-soon', null, null, null, '111111'),
     ('pkg-dddddddd', 'D4E5F6G7H8J9', 'u-kossi', 'Retour au pays', 'TG', 'FR', 'pending', 1500, null, 1800, 11790,
       false, '${LATER}', 'dep-later', null, null, null, '222222'),
     ('notif-eeeeeeee', 'E5F6G7H8J9K0', 'u-kossi', 'Attend une date', 'FR', 'SN', 'pending', null, null, null,
       null, false, null, null, null, null, null, '333333')`,
  `insert into balance_settlement (id, parcel_id, kind, cents, fcfa, measured_weight_grams, actor_id) values
     ('bst-bbbbbbbb', 'pkg-bbbbbbbb', 'paid', 720, 4716, 2600, 'u-chef')`,
];

/** The booking of each parcel, as the rows say it. */
const BOOKINGS = {
  "pkg-aaaaaaaa": "dep-soon",
  "pkg-bbbbbbbb": "dep-soon",
  "pkg-cccccccc": "dep-soon",
  "pkg-dddddddd": "dep-later",
  "notif-eeeeeeee": null,
};

const settingsOf = (database: DrillDatabase): DatabaseSettings => ({
  DATABASE_URL: database.env.DATABASE_URL || undefined,
  DATA_DIR: database.env.DATA_DIR ?? "",
});

/** The old table's fingerprint under its new name: the same rows, whatever the table is called. */
function renamed(fingerprints: Record<string, string>): Record<string, string> {
  const { "public.available_date": departures, ...others } = fingerprints;
  const publicTables = Object.entries(others).filter(([name]) => name.startsWith("public."));
  return { ...Object.fromEntries(publicTables), "public.departure": departures as string };
}

describe.each(testDatabaseKinds)("a backup taken before departures were renamed, restored on %s", (kind) => {
  const backups = mkdtempSync(join(tmpdir(), "colibri-before-departures-"));
  const databases: DrillDatabase[] = [];
  let before: Record<string, string>;
  let after: Record<string, string>;
  let t: TestApp;
  let admin: TestBrowser;

  beforeAll(async () => {
    expect(BEFORE).toBeGreaterThan(0);
    const source = await drillDatabase(kind);
    databases.push(source);
    const old = await source.open();
    try {
      await migrateFirst(old, BEFORE);
      for (const statement of OLD_ROWS) await old.db.execute(sql.raw(statement));
      before = await tableFingerprints(old.db);
    } finally {
      await old.close();
    }
    const backup = await backupDatabase(settingsOf(source), backups);
    expect(backup.contents).toContainEqual({ schema: "public", table: "available_date", rows: 2 });

    const target = await drillDatabase(kind);
    databases.push(target);
    await restoreDatabase(settingsOf(target), backup.file, { force: false, tell: () => {} });
    const handle = await target.open();
    // The release of the rename (its migration and the index that came with it): every row is still
    // there, under the new name. Later releases add tables and columns, which change a row's print.
    await migrateFirst(handle, BEFORE + 2);
    after = await tableFingerprints(handle.db);
    await handle.migrate(); // the rest, as the server does at start-up
    t = await createTestApp({ database: handle, env: { PUBLIC_URL } });
    admin = await adminBrowser(t.app);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    for (const database of databases) await database.drop();
    rmSync(backups, { recursive: true, force: true });
  });

  const get = (url: string) => expectStatus(send(t.app, admin, "GET", url), 200);
  /** The number a manifest and a label print: the reference the migration to Ma boîte gave each parcel. */
  const numberOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ id: parcels.id, reference: parcels.reference })
      .from(parcels)
      .where(eq(parcels.id, id));
    return labelNumber(row ?? { id, reference: null });
  };

  it("keeps every row of every table, the departures under their new table name", () => {
    expect(before["public.available_date"]).toMatch(/^2 rows/);
    expect(renamed(before)).toEqual(
      Object.fromEntries(Object.entries(after).filter(([name]) => name.startsWith("public."))),
    );
  });

  it("leaves no old name among the tables, columns, indexes and constraints", async () => {
    const names = await t.database.db.execute<{ name: string }>(sql`
      select table_name::text as name from information_schema.tables where table_schema = 'public'
      union all select column_name::text from information_schema.columns where table_schema = 'public'
      union all select indexname::text from pg_indexes where schemaname = 'public'
      union all select conname::text from pg_constraint where connamespace = 'public'::regnamespace`);
    const rows = Array.isArray(names) ? names : (names as unknown as { rows: { name: string }[] }).rows;
    expect(rows.map((row) => row.name).filter((name) => name.includes("available_date"))).toEqual([]);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["departure", "departure_id", "departure_route_day_uq", "parcel_departure_idx"]),
    );
  });

  it("lists every departure with its fields, its bookings and their kilos", async () => {
    const listed = (await get("/api/admin/departures")).json() as AdminDeparture[];
    expect(
      listed.map(({ id, date, fromCountry, toCountry, capacityGrams, dropoffPlace, state }) => ({
        id,
        date,
        fromCountry,
        toCountry,
        capacityGrams,
        dropoffPlace,
        state,
      })),
    ).toEqual([
      {
        id: "dep-soon",
        date: SOON,
        fromCountry: "FR",
        toCountry: "TG",
        capacityGrams: 40_000,
        dropoffPlace: "Entrepôt de Bobigny",
        state: "open",
      },
      {
        id: "dep-later",
        date: LATER,
        fromCountry: "TG",
        toCountry: "FR",
        capacityGrams: null,
        dropoffPlace: null,
        state: "closed",
      },
    ]);
    const [soon, later] = listed;
    expect(soon).toMatchObject({
      parcelCount: 3,
      // Not refused, measured once weighed: 3,5 kg + 2,6 kg.
      bookedGrams: 6_100,
      dropoffDeadline: new Date(`${SOON}T17:00:00Z`).toISOString(),
      statusCounts: { accepted: 1, received: 1, rejected: 1 },
    });
    expect(later).toMatchObject({ parcelCount: 1, bookedGrams: 1_500, statusCounts: { pending: 1 } });
  });

  it("keeps each parcel booked on its departure, and books new parcels on the restored ones", async () => {
    const rows = await t.database.db.execute<{ id: string; departure_id: string | null }>(
      sql`select id, departure_id from parcel order by id`,
    );
    const bookings = Array.isArray(rows)
      ? rows
      : (rows as unknown as { rows: { id: string; departure_id: string | null }[] }).rows;
    expect(Object.fromEntries(bookings.map((row) => [row.id, row.departure_id]))).toEqual(BOOKINGS);

    const awa = await client(t.app, "apres-renommage");
    await createParcel(awa, SOON);
    const [soon] = (await get("/api/admin/departures")).json() as AdminDeparture[];
    expect(soon?.parcelCount).toBe(4);
  });

  it("prints the labels of a departure's parcels with their tracking links", async () => {
    const one = await get(parcelLabelUrl("pkg-aaaaaaaa"));
    expect(await decodeQr(one.rawPayload)).toEqual([`${PUBLIC_URL}/suivi/A1B2C3D4E5F6`]);
    expect(await pdfText(one.rawPayload)).toContain("Suivi : A1B2C3D4E5F6");

    // The departure's labels list what its manifest lists (docs/product/departures.md#on-file): the two
    // paid parcels, not the refused one; a departure with only an unpaid request has none.
    const sheet = await get(departureLabelsUrl("dep-soon", "a6"));
    expect(await pageCount(sheet.rawPayload)).toBe(2);
    expect(await decodeQr(sheet.rawPayload)).toEqual([`${PUBLIC_URL}/suivi/A1B2C3D4E5F6`]);
    const none = await expectStatus(send(t.app, admin, "GET", departureLabelsUrl("dep-later", "a6")), 409);
    expect(none.json().message).toBe(NO_MANIFEST_PARCELS);
  });

  it("writes the manifest of a departure, refused parcels left out, money received included", async () => {
    const csv = (await get(departureManifestUrl("dep-soon", "csv"))).body;
    for (const id of ["pkg-aaaaaaaa", "pkg-bbbbbbbb"]) expect(csv).toContain(await numberOf(id));
    expect(csv).not.toContain(await numberOf("pkg-cccccccc"));
    expect(csv).toContain("Afi Mensah");
    // The balance paid after the weigh-in, on top of the prices: its own columns, € then FCFA (the
    // declared contents' columns follow).
    expect(csv).toMatch(/;7,20;4716;Reçu;[^\r\n]*\r\n/);

    const pdf = await get(departureManifestUrl("dep-soon", "pdf"));
    const text = await pdfText(pdf.rawPayload);
    for (const id of ["pkg-aaaaaaaa", "pkg-bbbbbbbb"]) expect(text).toContain(await numberOf(id));
    expect(text.replaceAll("\n", " ")).toContain("Compléments réglés : 7,20 € / 4 716 FCFA");
  });
});
