import type { Config } from "./config/config";
import type { Db } from "./db/database";
import { dropoffReminderSweep } from "./features/departures/dropoff-reminders";
import { type PaymentDeps, reconcileOnlinePayments } from "./features/payments";
import { storageReminderSweep } from "./features/shop-orders";
import type { PeriodicSweep } from "./workers/scheduler";

/** How often an instance reads its pending online payments again from the provider (decision 080). */
export const RECONCILIATION_SWEEP_MS = 60_000;

/**
 * The periodic sweeps this instance runs, each switched by its own setting (decision 094), none by
 * OUTBOX_WORKER: what they queue is sent by whichever instance runs the job queue.
 */
export function periodicSweeps(config: Config, db: Db, payments: PaymentDeps | null): PeriodicSweep[] {
  const sweeps: PeriodicSweep[] = [];
  // The day-before reminders of drop-off deadlines, queued by every instance, each once (decision 071).
  if (config.DROPOFF_REMINDERS) sweeps.push(dropoffReminderSweep(db, config.PUBLIC_URL));
  // The reminders 7 days and 1 day before a shop order's free storage ends, each once (decision 102).
  if (config.STORAGE_REMINDERS)
    sweeps.push(storageReminderSweep(db, config.PUBLIC_URL, config.FREE_STORAGE_DAYS));
  // Pending online payments read again from the provider, so a lost webhook never leaves a paid parcel
  // unpaid (decision 080). Only with online payment on.
  if (config.PAYMENT_RECONCILIATION && payments)
    sweeps.push({
      name: "online-payments",
      everyMs: RECONCILIATION_SWEEP_MS,
      run: () => reconcileOnlinePayments(payments),
    });
  return sweeps;
}
