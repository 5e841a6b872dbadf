import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { shopOrders, users } from "#server/db/schema";
import { enqueueEmail, type OutgoingEmail, renderEmail } from "#server/features/mail";
import type { PeriodicSweep } from "#server/workers/scheduler";
import { greetingLine } from "#shared/accounts";
import { formatDateFr, todayInParis } from "#shared/calendar";
import { orderWeightText } from "#shared/shop-orders/reception-api";
import { MA_BOITE_PATH } from "./order-arrived-message";
import { shopLabel, storageOf } from "./shop-order-view";

/** Every instance sweeps this often; a reminder goes within the hour its day begins. */
export const STORAGE_REMINDER_SWEEP_MS = 30 * 60_000;

/** The two reminders (docs/product/reception.md#storage): days left when each is due, and its column. */
const REMINDERS = [
  { daysBefore: 1, column: "storageReminder1SentAt" },
  { daysBefore: 7, column: "storageReminder7SentAt" },
] as const;

type Reminded = {
  id: string;
  shop: (typeof shopOrders.$inferSelect)["shop"];
  shopName: string | null;
  trackingNumber: string;
  weightGrams: number;
  receivedAt: Date;
};

/** The reminder e-mail (exported for the typography checker). */
export function storageReminderEmail(
  client: { name: string | null; email: string },
  order: Reminded,
  storage: { storageEndsOn: string; storageDaysLeft: number },
  publicUrl: string,
): OutgoingEmail {
  const label = shopLabel(order);
  const left =
    storage.storageDaysLeft <= 0
      ? "aujourd'hui"
      : storage.storageDaysLeft === 1
        ? "demain"
        : `dans ${storage.storageDaysLeft} jours`;
  return {
    kind: "shop-order-storage-reminder",
    to: client.email,
    dedupeKey: `shop-order-storage:${order.id}:${storage.storageDaysLeft <= 1 ? 1 : 7}`,
    ...renderEmail({
      subject: `Votre commande ${label} : fin du stockage gratuit ${left}`,
      heading: `Le stockage gratuit de votre commande ${label} se termine ${left}`,
      paragraphs: [
        greetingLine(client),
        `Votre colis ${label} attend dans Ma boîte depuis le ${formatDateFr(todayInParis(order.receivedAt))}. Son stockage gratuit se termine le ${formatDateFr(storage.storageEndsOn)}.`,
        "Déclarez son contenu et expédiez-le, seul ou avec vos autres commandes. Après cette date, nous gardons votre colis et nous vous appellerons pour convenir de la suite.",
      ],
      sections: [
        {
          title: "Votre colis",
          rows: [
            { label: "Boutique", value: label },
            { label: "Numéro de suivi", value: order.trackingNumber },
            { label: "Poids", value: orderWeightText(order.weightGrams) },
          ],
        },
      ],
      action: { label: "Expédier depuis Ma boîte", url: `${publicUrl}${MA_BOITE_PATH}` },
    }),
  };
}

/**
 * Queues the storage reminders due today (docs/product/reception.md#storage, decision 102): 7 days,
 * then 1 day, before the last free day, for orders still waiting (not in a parcel) that have an owner.
 * Each reminder once: its column is set by a conditional update in the e-mail's transaction, so two
 * instances sweeping at once send one. An order whose 7-day reminder is due after its 1-day one (a
 * setting changed) gets only the 1-day one. Whatever the parcel e-mails switch says: the client's goods
 * are at stake. Returns the e-mails queued.
 */
export async function queueStorageReminders(
  db: Db,
  options: { publicUrl: string; freeDays: number; now?: Date },
): Promise<number> {
  const today = todayInParis(options.now);
  // Orders whose 7-day reminder may be due: received on or before today − (freeDays − 7), with a day's margin.
  const bound = new Date(Date.parse(today) - (options.freeDays - 8) * 86_400_000);
  const candidates = await db
    .select({
      order: {
        id: shopOrders.id,
        shop: shopOrders.shop,
        shopName: shopOrders.shopName,
        trackingNumber: shopOrders.trackingNumber,
        weightGrams: shopOrders.weightGrams,
        receivedAt: shopOrders.receivedAt,
      },
      client: { name: users.name, email: users.email },
    })
    .from(shopOrders)
    .innerJoin(users, eq(users.id, shopOrders.clientId))
    .where(
      and(
        isNull(shopOrders.parcelId),
        lte(shopOrders.receivedAt, bound),
        or(isNull(shopOrders.storageReminder1SentAt), isNull(shopOrders.storageReminder7SentAt)),
      ),
    );
  let queued = 0;
  for (const { order, client } of candidates) {
    const storage = storageOf(order.receivedAt, options.freeDays, today);
    // Past the end: the carrier's list `Stockage dépassé` takes over, no late reminder.
    if (storage.storageDaysLeft < 0) continue;
    const due = REMINDERS.find((reminder) => storage.storageDaysLeft <= reminder.daysBefore);
    if (!due) continue;
    await db.transaction(async (tx) => {
      const now = new Date();
      // The 1-day reminder marks the 7-day one too, so it never follows it.
      const marks =
        due.daysBefore === 1
          ? { storageReminder1SentAt: now, storageReminder7SentAt: now }
          : { storageReminder7SentAt: now };
      const taken = await tx
        .update(shopOrders)
        .set(marks)
        .where(
          and(
            eq(shopOrders.id, order.id),
            isNull(shopOrders[due.column]),
            isNull(shopOrders.parcelId),
            isNotNull(shopOrders.clientId),
          ),
        )
        .returning({ id: shopOrders.id });
      if (taken.length === 0) return;
      await enqueueEmail(tx, storageReminderEmail(client, order, storage, options.publicUrl));
      queued++;
    });
  }
  return queued;
}

/** The sweep as the scheduler runs it, on every instance that keeps it on. */
export const storageReminderSweep = (db: Db, publicUrl: string, freeDays: number): PeriodicSweep => ({
  name: "shop-order-storage-reminders",
  everyMs: STORAGE_REMINDER_SWEEP_MS,
  run: () => queueStorageReminders(db, { publicUrl, freeDays }),
});
