import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";

/** A label's code resolved to the parcel's id, for administrators only (docs/product/departures.md#scanning). */
describe.each(testDatabaseKinds)("scanning a tracking code on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let client: TestBrowser;
  let parcel: { id: string; trackingCode: string };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    client = await confirmedAccount(t.app, "ama@mail.com");
    parcel = await insertRequestedParcel(t.database.db, {
      clientId: await userIdOf(t.database.db, "ama@mail.com"),
    });
  });
  afterAll(() => t.close());

  const url = (code: string) => `/api/admin/parcels/by-tracking-code/${encodeURIComponent(code)}`;

  it("gives an administrator the parcel's id, also for a code typed in lower case with dashes", async () => {
    const response = await expectStatus(send(t.app, admin, "GET", url(parcel.trackingCode)), 200);
    expect(response.json()).toEqual({ id: parcel.id });
    expect(response.headers["cache-control"]).toBe("no-store");
    const typed = `${parcel.trackingCode.slice(0, 6)}-${parcel.trackingCode.slice(6)}`.toLowerCase();
    expect((await expectStatus(send(t.app, admin, "GET", url(typed)), 200)).json()).toEqual({
      id: parcel.id,
    });
  });

  it("answers 404 for an unknown code, 403 to a client (even the owner) and 401 to a visitor", async () => {
    const unknown = await send(t.app, admin, "GET", url("ZZZZZZZZZZZZ"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PARCEL_NOT_FOUND);
    expect((await send(t.app, admin, "GET", url("pas un code"))).statusCode).toBe(404);
    expect((await send(t.app, client, "GET", url(parcel.trackingCode))).statusCode).toBe(403);
    expect((await send(t.app, null, "GET", url(parcel.trackingCode))).statusCode).toBe(401);
  });
});
