import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore, olderMigrations } from "#server/test/older-migrations";
import { testDatabaseKinds } from "#server/test/test-database";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "#server/test/unmigrated-database";
import { MIGRATIONS_FOLDER } from "./open-database";

/** The release before balance settlements were kept: every migration before balance_settlements. */
const BEFORE = migrationsBefore("_balance_settlements");

/**
 * Parcels as the previous release left them, one settled balance each at most, in the parcel's columns
 * (docs/product/departures.md#money-received). Written in SQL: the current schema may not match theirs.
 */
const OLD_ROWS = `
insert into "user" (id, name, email, role) values
  ('u-client', 'Kossi', 'kossi@mail.com', 'client'),
  ('u-admin', 'Chef', 'chef@colibri.example', 'admin');
insert into stored_file (id, content_type, byte_size, sha256, content) values
  ('f-1', 'application/pdf', 3, 'x', '\\x504446'), ('f-2', 'application/pdf', 3, 'y', '\\x504446'),
  ('f-3', 'application/pdf', 3, 'z', '\\x504446');
insert into parcel (id, tracking_code, client_id, description, from_country, to_country, status, price_cents,
  price_fcfa, paid, paid_at, measured_weight_grams, balance_cents, balance_fcfa, balance_state,
  balance_settled_at, balance_note, balance_proof_received_at, updated_at) values
  ('pkg-paid', 'T1', 'u-client', 'Colis', 'FR', 'TG', 'in_transit', 2400, 15720, true, '2026-03-01T10:00:00Z',
    3000, 1200, 7860, 'paid', '2026-03-05T10:00:00Z', null, '2026-03-04T10:00:00Z', '2026-03-06T10:00:00Z'),
  ('pkg-waived', 'T2', 'u-client', 'Colis', 'FR', 'TG', 'received', 2400, 15720, true, '2026-03-01T10:00:00Z',
    2500, 600, 3930, 'waived', '2026-03-07T10:00:00Z', 'Geste commercial', null, '2026-03-07T10:00:00Z'),
  ('pkg-refunded', 'T3', 'u-client', 'Colis', 'FR', 'TG', 'received', 2400, 15720, true, '2026-03-01T10:00:00Z',
    1750, -300, -1965, 'refunded', null, null, null, '2026-03-08T10:00:00Z'),
  ('pkg-due', 'T4', 'u-client', 'Colis', 'FR', 'TG', 'received', 2400, 15720, true, '2026-03-01T10:00:00Z',
    2500, 600, 3930, 'due', null, null, null, '2026-03-09T10:00:00Z'),
  ('pkg-plain', 'T5', 'u-client', 'Colis', 'FR', 'TG', 'accepted', 2400, 15720, true, '2026-03-01T10:00:00Z',
    null, 0, 0, null, null, null, null, '2026-03-01T10:00:00Z');
insert into payment_proof (id, parcel_id, file_id, for_balance, created_at) values
  ('proof-first', 'pkg-paid', 'f-1', false, '2026-02-28T10:00:00Z'),
  ('proof-balance', 'pkg-paid', 'f-2', true, '2026-03-04T10:00:00Z'),
  ('proof-late', 'pkg-paid', 'f-3', true, '2026-03-10T10:00:00Z');
insert into audit_log (id, actor_id, actor_email, action, parcel_id, created_at) values
  ('a-1', 'u-admin', 'chef@colibri.example', 'parcel.balance_validated', 'pkg-paid', '2026-03-05T10:00:00Z'),
  ('a-2', 'u-gone', 'ancien@colibri.example', 'parcel.balance_waived', 'pkg-waived', '2026-03-07T10:00:00Z');
`;

type SettlementRow = {
  id: string;
  parcel_id: string;
  kind: string;
  cents: number;
  fcfa: number;
  measured_weight_grams: number | null;
  proof_id: string | null;
  note: string | null;
  actor_id: string | null;
  created_at: string;
};

describe.each(testDatabaseKinds)("the balance settlements migration on %s", (kind) => {
  let database: UnmigratedDatabase;
  let older: string;

  beforeAll(async () => {
    expect(BEFORE).toBeGreaterThan(0);
    older = olderMigrations(BEFORE);
    database = await openUnmigratedDatabase(kind);
    await database.migrate(older);
    await database.exec(OLD_ROWS);
    await database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await database?.close();
    if (older) rmSync(older, { recursive: true, force: true });
  });

  it("turns each balance settled in a parcel's columns into one settlement, with its proof, reason and author", async () => {
    const rows = await database.query<SettlementRow>(
      `select id, parcel_id, kind, cents, fcfa, measured_weight_grams, proof_id, note, actor_id,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from balance_settlement order by parcel_id`,
    );
    expect(rows).toEqual([
      {
        id: "bst-pkg-paid",
        parcel_id: "pkg-paid",
        kind: "paid",
        cents: 1200,
        fcfa: 7860,
        measured_weight_grams: 3000,
        // The balance proof sent before the validation, not one sent later.
        proof_id: "proof-balance",
        note: null,
        actor_id: "u-admin",
        created_at: "2026-03-05T10:00:00Z",
      },
      {
        id: "bst-pkg-refunded",
        parcel_id: "pkg-refunded",
        kind: "refunded",
        cents: -300,
        fcfa: -1965,
        measured_weight_grams: 1750,
        proof_id: null,
        note: null,
        actor_id: null,
        // No settlement time kept: the parcel's last change.
        created_at: "2026-03-08T10:00:00Z",
      },
      {
        id: "bst-pkg-waived",
        parcel_id: "pkg-waived",
        kind: "waived",
        cents: 600,
        fcfa: 3930,
        measured_weight_grams: 2500,
        proof_id: null,
        note: "Geste commercial",
        // Its author's account is gone: no dangling reference.
        actor_id: null,
        created_at: "2026-03-07T10:00:00Z",
      },
    ]);
  });

  it("keeps the money received as the previous release counted it", async () => {
    const [money] = await database.query<{ cents: string; fcfa: string }>(
      `select ((select sum(price_cents) from parcel where paid)
                + (select sum(cents) from balance_settlement where kind in ('paid', 'refunded')))::text as cents,
              ((select sum(price_fcfa) from parcel where paid)
                + (select sum(fcfa) from balance_settlement where kind in ('paid', 'refunded')))::text as fcfa`,
    );
    expect(money).toEqual({ cents: String(5 * 2400 + 1200 - 300), fcfa: String(5 * 15_720 + 7860 - 1965) });
  });
});
