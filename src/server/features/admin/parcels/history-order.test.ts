import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcels, trackingEvents } from "#server/db/schema";
import { confirmedAccount, cookieHeader, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { TEST_ORIGIN, type TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";

/**
 * Under concurrent admin actions, a parcel's last history entry is always its current status
 * (docs/product/administration.md#history-order). PostgreSQL runs the actions truly in parallel;
 * PGlite runs them one after another, so a smaller set is enough there.
 */
describe.each(testDatabaseKinds)("history in commit order under racing admin actions, on %s", (kind) => {
  let t: TestApp;
  let admins: TestBrowser[];
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admins = [await adminBrowser(t.app), await adminBrowser(t.app, "second@colibri.example")];
    await confirmedAccount(t.app, "race@mail.com");
    clientId = await userIdOf(t.database.db, "race@mail.com");
  });
  afterAll(() => t.close());

  it(`keeps the last history entry equal to the status for every parcel`, { timeout: 120_000 }, async () => {
    const count = kind === "postgres" ? 100 : 20;
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push((await insertRequestedParcel(t.database.db, { clientId, status: "pending", paid: true })).id);

    // Four actions per parcel, each valid from some status the others lead to, so several succeed
    // in an order only the database decides.
    const actions = (id: string, parcelIndex: number) =>
      [
        ["status", { expectedStatus: "pending", to: "accepted" }],
        ["status", { expectedStatus: "accepted", to: "received", weighIn: { weightKg: 2 } }],
        ["reset", { expectedStatus: "accepted", confirmed: true }],
        ["status", { expectedStatus: "pending", to: "rejected" }],
      ].map(([action, body], index) =>
        t.app.inject({
          method: "POST",
          url: `/api/admin/parcels/${id}/${action}`,
          payload: body as object,
          headers: { origin: TEST_ORIGIN, cookie: cookieHeader(admins[index % 2] as TestBrowser) },
          // One address per parcel: 400 requests from one address would meet the API's rate limit.
          remoteAddress: `10.20.${Math.floor(parcelIndex / 200)}.${parcelIndex % 200}`,
        }),
      );
    const responses = await Promise.all(ids.flatMap(actions));
    const unexpected = responses
      .filter((r) => r.statusCode !== 200 && r.statusCode !== 409)
      .map((r) => r.body);
    expect(unexpected).toEqual([]);

    const rows = await t.database.db.select().from(parcels).where(inArray(parcels.id, ids));
    const history = await t.database.db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.parcelId, ids))
      .orderBy(asc(trackingEvents.seq));
    const last = new Map(history.map((entry) => [entry.parcelId, entry.status]));
    const disagreeing = rows.filter((row) => last.get(row.id) !== row.status).map((row) => row.id);
    expect(disagreeing).toEqual([]);
    // Timestamps follow the same order: an entry is never older than the one before it.
    for (const id of ids) {
      const times = history
        .filter((entry) => entry.parcelId === id)
        .map((entry) => entry.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });
});
