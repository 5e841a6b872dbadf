import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, parcelRequest, publishDeparture } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import { IDEMPOTENCY_MISMATCH_MESSAGE } from "#shared/parcels/request-api";

/** The same Idempotency-Key must come with the same request (decision 011). */
describe.each(testDatabaseKinds)("idempotency key reused with another body, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it("answers the first parcel to a retry, and 422 to the same key with a different body", async () => {
    const ama = await client(t.app, "ama");
    const date = await publishDeparture(t.app, "FR", "TG", 5);
    const key = { "idempotency-key": "cle-de-test-0123456789" };
    const first = await ama.post("/api/parcels", parcelRequest(date), key);
    expect(first.statusCode).toBe(201);
    const retry = await ama.post("/api/parcels", parcelRequest(date), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);

    const changed = await ama.post("/api/parcels", parcelRequest(date, { weightKg: 9 }), key);
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json()).toEqual({ code: "IDEMPOTENCY_MISMATCH", message: IDEMPOTENCY_MISMATCH_MESSAGE });
    const asNotification = await ama.post(
      "/api/parcels/notification-requests",
      // A route without dates, so the request reaches the key check.
      { description: "Vêtements et chaussures", fromCountry: "GH", toCountry: "TG" },
      key,
    );
    expect(asNotification.statusCode).toBe(422);
    const list = (await ama.get("/api/parcels")).json();
    expect(list.parcels).toHaveLength(1);
  });
});
