import { describe, expect, it } from "vitest";
import { parseConfig } from "./config/config";
import type { Db } from "./db/database";
import type { PaymentDeps } from "./features/payments";
import { periodicSweeps } from "./periodic-sweeps";

const config = (env: Record<string, string>) =>
  parseConfig({ NODE_ENV: "test", AUTH_SECRET: "test-secret-test-secret-test-secret!", ...env });
// Building the list reads neither: the sweeps use them only when they run.
const db = {} as Db;
const payments = {} as PaymentDeps;
const names = (env: Record<string, string>, online: PaymentDeps | null = payments) =>
  periodicSweeps(config(env), db, online).map((sweep) => sweep.name);

describe("the periodic sweeps an instance runs", () => {
  it("keeps the reminders and the reconciliation on an instance that sends nothing (OUTBOX_WORKER=false)", () => {
    const all = ["dropoff-reminders", "shop-order-storage-reminders", "online-payments"];
    expect(names({ OUTBOX_WORKER: "false" })).toEqual(all);
    expect(names({})).toEqual(all);
  });

  it("switches each one by its own setting, and reconciles only with online payment on", () => {
    expect(names({ DROPOFF_REMINDERS: "false" })).toEqual([
      "shop-order-storage-reminders",
      "online-payments",
    ]);
    expect(names({ STORAGE_REMINDERS: "false" })).toEqual(["dropoff-reminders", "online-payments"]);
    expect(names({ PAYMENT_RECONCILIATION: "false" })).toEqual([
      "dropoff-reminders",
      "shop-order-storage-reminders",
    ]);
    expect(names({}, null)).toEqual(["dropoff-reminders", "shop-order-storage-reminders"]);
  });
});
