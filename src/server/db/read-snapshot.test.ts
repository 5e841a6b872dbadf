import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "#server/test/test-database";
import type { DatabaseHandle } from "./database";
import { pgErrorCode } from "./pg-error";
import { inOneSnapshot } from "./read-snapshot";

/** postgres.js answers an array of rows, PGlite an object holding them. */
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];

describe.each(testDatabaseKinds)("reads in one snapshot on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("runs in a repeatable-read, read-only transaction", async () => {
    const settings = await inOneSnapshot(database.db, async (tx) => ({
      isolation: rowsOf(await tx.execute(sql`show transaction_isolation`))[0]?.transaction_isolation,
      readOnly: rowsOf(await tx.execute(sql`show transaction_read_only`))[0]?.transaction_read_only,
    }));
    expect(settings).toEqual({ isolation: "repeatable read", readOnly: "on" });
  });

  it("refuses to write", async () => {
    const attempt = inOneSnapshot(database.db, (tx) => tx.execute(sql`create table snapshot_write (id int)`));
    // 25006: read_only_sql_transaction.
    expect(pgErrorCode(await attempt.catch((error: unknown) => error))).toBe("25006");
  });
});
