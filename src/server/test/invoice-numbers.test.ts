import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Db } from "#server/db/database";
import { openPostgres } from "#server/db/open-database";
import { parcels, users } from "#server/db/schema";
import { markPaid, numberDocument } from "#server/features/money";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import { postgresTemplateFor } from "#server/test/database-template";
import { createEmptyPostgresDatabase } from "#server/test/empty-postgres-database";
import { allDocuments, sequencesAreContinuous, TEST_SELLER } from "#server/test/invoices-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { createTestDatabase, testDatabaseKinds } from "#server/test/test-database";
import { DEFAULT_TARIFF } from "#shared/pricing";

const CONCURRENT = 50;

/** Numbers in order of their dates, one per payment: no gap, no duplicate (decision 084). */
function expectOneContinuousSequence(documents: Awaited<ReturnType<typeof allDocuments>>, count: number) {
  expect(documents).toHaveLength(count);
  expect(new Set(documents.map((doc) => doc.number)).size).toBe(count);
  expect(sequencesAreContinuous(documents)).toBe(true);
  const byNumber = [...documents].sort((a, b) => a.sequence - b.sequence);
  for (let index = 1; index < byNumber.length; index++) {
    expect(byNumber[index]?.issuedAt.getTime()).toBeGreaterThanOrEqual(
      byNumber[index - 1]?.issuedAt.getTime() ?? 0,
    );
  }
}

describe.each(testDatabaseKinds)("invoice numbers under concurrency, on %s", (kind) => {
  let handle: DatabaseHandle;
  const admin = {
    id: "usr_admin",
    email: "chef@colibri.example",
    name: "Chef",
    role: "admin" as const,
    emailVerified: true,
    twoFactorEnabled: true,
    mustSetUpTwoFactor: false,
    mustVerifyTwoFactor: false,
    phone: null,
    reference: "CLB-2223",
  };
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db.insert(users).values([
      { id: admin.id, email: admin.email, name: admin.name, role: "admin" },
      { id: "usr_client", email: "kossi@mail.com", name: "Kossi", role: "client" },
    ]);
  });
  afterAll(() => handle?.close());

  it(`${CONCURRENT} payments validated at once get ${CONCURRENT} numbers in a row; a rollback gives its number back`, async () => {
    const db = handle.db;
    const context = {
      db,
      actor: admin,
      publicUrl: "http://localhost:3000",
      tariff: DEFAULT_TARIFF,
      seller: TEST_SELLER,
    };
    // A number taken by a transaction that then fails is not lost.
    await db
      .transaction(async (tx) => {
        await numberDocument(tx, { kind: "invoice", reason: "price", cents: 2400, fcfa: 15720 });
        throw new Error("rolled back");
      })
      .catch(() => {});
    const rows = [];
    for (let index = 0; index < CONCURRENT; index++)
      rows.push(await insertRequestedParcel(db as Db, { clientId: "usr_client" }));
    const results = await Promise.allSettled(rows.map((row) => markPaid(context, row.id, "pending")));
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    expectOneContinuousSequence(await allDocuments(db), CONCURRENT);
    // Each invoice is dated with its payment.
    for (const doc of await allDocuments(db)) {
      const [parcel] = await db
        .select({ paidAt: parcels.paidAt })
        .from(parcels)
        .where(eq(parcels.id, doc.parcelId));
      expect(parcel?.paidAt?.getTime()).toBe(doc.issuedAt.getTime());
    }
  }, 120_000);
});

/**
 * Two instances of the application, each with its own connections, on one PostgreSQL database: payments
 * validated on both at once still share one sequence (the counter row is the only arbiter).
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  "invoice numbers across two instances on one PostgreSQL database",
  () => {
    const handles: DatabaseHandle[] = [];
    const apps: TestApp[] = [];
    let drop = async () => {};

    beforeAll(async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const database = await createEmptyPostgresDatabase(serverUrl, {
        template: await postgresTemplateFor(serverUrl),
        prefix: "colibri_test",
      });
      drop = database.drop;
      for (let index = 0; index < 2; index++) {
        const handle = await openPostgres(database.url, { maxConnections: 5 });
        handles.push(handle);
        apps.push(await createTestApp({ database: handle }));
      }
    }, 60_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await drop();
    });

    it(`${CONCURRENT} payments validated on two instances at once: one sequence, no gap, no duplicate`, async () => {
      const [first, second] = apps as [TestApp, TestApp];
      const admin = await adminBrowser(first.app);
      await confirmedAccount(first.app, "kossi@mail.com");
      const clientId = await userIdOf(first.database.db, "kossi@mail.com");
      const rows = [];
      for (let index = 0; index < CONCURRENT; index++)
        rows.push(await insertRequestedParcel(first.database.db, { clientId }));
      const responses = await Promise.all(
        rows.map((row, index) =>
          send((index % 2 ? second : first).app, admin, "POST", `/api/admin/parcels/${row.id}/mark-paid`, {
            expectedStatus: "pending",
            confirmed: true,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(rows.map(() => 200));
      expectOneContinuousSequence(await allDocuments(first.database.db), CONCURRENT);
    }, 120_000);
  },
);
