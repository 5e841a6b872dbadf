import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { migrationsBefore, olderMigrations } from "#server/test/older-migrations";
import { createTestDatabase, testDatabaseKinds } from "#server/test/test-database";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "#server/test/unmigrated-database";
import {
  isClientReference,
  normalizeClientReference,
  parcelReference,
  REFERENCE_ALPHABET,
} from "#shared/shop-orders/client-reference";
import type { DatabaseHandle } from "./database";
import { MIGRATIONS_FOLDER } from "./open-database";
import { parcels, users } from "./schema";

const insertUser = (handle: DatabaseHandle, email: string) =>
  handle.db
    .insert(users)
    .values({ id: newId("u"), name: email, email })
    .returning({ id: users.id, reference: users.reference });

const insertParcelOf = (handle: DatabaseHandle, clientId: string) =>
  handle.db
    .insert(parcels)
    .values({
      id: newId("pkg"),
      trackingCode: newId().slice(-12),
      clientId,
      description: "Colis",
      fromCountry: "FR",
      toCountry: "TG",
    })
    .returning({ reference: parcels.reference });

describe("reading a typed reference", () => {
  it("keeps no letter a person confuses", () => {
    for (const ambiguous of "01OIL") expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it("reads a reference however it was typed: spaces, dashes, lower case, with or without CLB", () => {
    const reference = fc
      .array(fc.constantFrom(...REFERENCE_ALPHABET), { minLength: 4, maxLength: 4 })
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(
        reference,
        fc.constantFrom("CLB-", "clb ", "clb", "", " CLB - "),
        fc.boolean(),
        (body, prefix, lower) => {
          const typed = `${prefix}${body.slice(0, 2)} ${body.slice(2)}`;
          expect(normalizeClientReference(lower ? typed.toLowerCase() : typed)).toBe(`CLB-${body}`);
        },
      ),
    );
    expect(normalizeClientReference("CLB-4K7")).toBeNull();
    expect(normalizeClientReference("CLB-4K7O")).toBeNull();
    expect(normalizeClientReference("")).toBeNull();
  });

  it("numbers a client's parcels on two digits at least", () => {
    expect(parcelReference("CLB-4K7P", 3)).toBe("CLB-4K7P-03");
    expect(parcelReference("CLB-4K7P", 123)).toBe("CLB-4K7P-123");
  });
});

describe.each(testDatabaseKinds)("references drawn by the database on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("gives every new account a well-formed reference, unique even when sign-ups come at once", async () => {
    const created = await Promise.all(
      Array.from({ length: 60 }, (_, n) => insertUser(handle, `ref-${n}@mail.com`)),
    );
    const references = created.map(([row]) => row?.reference ?? "");
    for (const reference of references) expect(isClientReference(reference), reference).toBe(true);
    expect(new Set(references).size).toBe(references.length);
  });

  it("numbers each client's parcels from 01, even when two are requested at once", async () => {
    const [client] = await insertUser(handle, "parcels-ref@mail.com");
    const made = await Promise.all(
      Array.from({ length: 12 }, () => insertParcelOf(handle, client?.id ?? "")),
    );
    expect(made.map(([row]) => row?.reference).sort()).toEqual(
      Array.from({ length: 12 }, (_, n) => parcelReference(client?.reference ?? "", n + 1)).sort(),
    );
    const [after] = await handle.db
      .select({ sequence: users.parcelSequence })
      .from(users)
      .where(eq(users.id, client?.id ?? ""));
    expect(after?.sequence).toBe(12);
  });

  it("leaves a parcel without a client without a reference", async () => {
    const [row] = await handle.db
      .insert(parcels)
      .values({
        id: newId("pkg"),
        trackingCode: "NOCLIENT0001",
        description: "x",
        fromCountry: "FR",
        toCountry: "TG",
      })
      .returning({ reference: parcels.reference });
    expect(row?.reference).toBeNull();
  });
});

/** The release before Ma boîte: every migration before it. */
const BEFORE = migrationsBefore("_ma_boite");

describe.each(testDatabaseKinds)("the migration that brings references, on %s", (kind) => {
  let database: UnmigratedDatabase;
  let older: string | undefined;
  beforeAll(async () => {
    database = await openUnmigratedDatabase(kind);
    older = olderMigrations(BEFORE);
    await database.migrate(older);
    await database.exec(`
      insert into "user" (id, name, email, role, created_at) values
        ('u-1', 'Ama', 'ama@mail.com', 'client', now() - interval '3 days'),
        ('u-2', 'Kofi', 'kofi@mail.com', 'client', now() - interval '2 days'),
        ('u-admin', 'Chef', 'chef@colibri.example', 'admin', now() - interval '1 day');
      insert into parcel (id, tracking_code, client_id, description, from_country, to_country, created_at) values
        ('pkg-b', 'TRACKB000001', 'u-1', 'Deuxième', 'FR', 'TG', now() - interval '1 hour'),
        ('pkg-a', 'TRACKA000001', 'u-1', 'Premier', 'FR', 'TG', now() - interval '2 hours'),
        ('pkg-k', 'TRACKK000001', 'u-2', 'Kofi', 'FR', 'TG', now());
    `);
    await database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await database.close();
    if (older) rmSync(older, { recursive: true, force: true });
  });

  it("gives every existing account a reference, and every parcel its number in its client's order", async () => {
    const accounts = await database.query<{ id: string; reference: string; parcel_sequence: number }>(
      `select id, reference, parcel_sequence from "user" order by id`,
    );
    expect(accounts).toHaveLength(3);
    for (const account of accounts) expect(isClientReference(account.reference)).toBe(true);
    expect(new Set(accounts.map((account) => account.reference)).size).toBe(3);
    const ama = accounts.find((account) => account.id === "u-1");
    expect(Number(ama?.parcel_sequence)).toBe(2);
    const rows = await database.query<{ id: string; reference: string }>(
      `select id, reference from parcel order by id`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.reference]))).toEqual({
      "pkg-a": `${ama?.reference}-01`,
      "pkg-b": `${ama?.reference}-02`,
      "pkg-k": `${accounts.find((account) => account.id === "u-2")?.reference}-01`,
    });
    // The next parcel of Ama's continues her numbers.
    await database.exec(
      `insert into parcel (id, tracking_code, client_id, description, from_country, to_country) values ('pkg-c', 'TRACKC000001', 'u-1', 'Troisième', 'FR', 'TG')`,
    );
    const [third] = await database.query<{ reference: string }>(
      `select reference from parcel where id = 'pkg-c'`,
    );
    expect(third?.reference).toBe(`${ama?.reference}-03`);
  });
});
