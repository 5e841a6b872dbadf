import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWithFedaPay, type PaymentWorld, payNow } from "#server/test/online-payment-test-kit";
import { client, createParcel, parcelRequest, publishDeparture } from "#server/test/parcels-test-kit";
import { testDatabaseKinds } from "#server/test/test-database";
import { ACCOUNT_LIMIT_MESSAGES } from "#shared/account-limits";

/** Per-account limits beside the per-IP ceiling (docs/product/accounts.md#rate-limits). */
describe.each(testDatabaseKinds)("per-account limits on parcel requests and checkouts on %s", (kind) => {
  let world: PaymentWorld;
  let date: string;
  beforeAll(async () => {
    // The production defaults (config.ts), which the test app otherwise raises.
    world = await appWithFedaPay(kind, undefined, {
      PARCEL_REQUESTS_PER_ACCOUNT_HOUR: "20",
      CHECKOUTS_PER_ACCOUNT_HOUR: "10",
    });
    date = await publishDeparture(world.t.app, "FR", "TG", 7);
  });
  afterAll(() => world.close());

  it("refuses an account's request past its hourly count with a French 429, and no other account's", async () => {
    const max = world.t.config.PARCEL_REQUESTS_PER_ACCOUNT_HOUR;
    const kossi = await client(world.t.app, "kossi");
    for (let n = 0; n < max; n++) await createParcel(kossi, date);
    const refused = await kossi.post("/api/parcels", parcelRequest(date));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: ACCOUNT_LIMIT_MESSAGES.parcelRequests });
    // A notification request shares the count.
    const notification = await kossi.post("/api/parcels/notification-requests", {
      description: "Pagnes et savons",
      fromCountry: "GH",
      toCountry: "TG",
    });
    expect(notification.statusCode).toBe(429);
    // Another client, from the same address, is not held back.
    const ama = await client(world.t.app, "ama");
    expect((await ama.post("/api/parcels", parcelRequest(date))).statusCode).toBe(201);
  });

  it("opens at most the hourly count of checkouts per account, each a provider transaction, then a French 429", async () => {
    const max = world.t.config.CHECKOUTS_PER_ACCOUNT_HOUR;
    const afi = await client(world.t.app, "afi");
    const ids: string[] = [];
    for (let n = 0; n <= max; n++) ids.push((await createParcel(afi, date)).id);
    const transactions = new Set<number>();
    for (const id of ids.slice(0, max)) transactions.add((await payNow(afi, id)).transactionId);
    expect(transactions.size).toBe(max);
    const refused = await afi.post(`/api/parcels/${ids[max]}/online-payment`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: ACCOUNT_LIMIT_MESSAGES.checkouts });
  });
});
