import { count, inArray, sql } from "drizzle-orm";
import { hashPassword } from "#server/auth/password";
import { type Config, parseConfig } from "#server/config/config";
import type { Db } from "#server/db/database";
import { newId } from "#server/db/ids";
import { accounts, departures, users } from "#server/db/schema";
import { invoiceSeller } from "#server/features/invoices";
import { addDays, todayInParis } from "#shared/calendar";
import { instantOfParisTime } from "#shared/departures/paris-time";
import { DEFAULT_TARIFF } from "#shared/pricing";
import { seedDemoAdminParcels } from "./demo-admin-parcels";
import { type DemoInvoicing, invoiceDemoPayments } from "./demo-invoices";
import { seedDemoParcels } from "./demo-parcels";
import { seedDemoShopOrders } from "./demo-shop-orders";

/** Known demo accounts, created only outside production so a newcomer can sign in at once. */
export const DEMO_ACCOUNTS = [
  {
    email: "admin@colibri.example",
    password: "Colibri-Admin-2026",
    name: "Administrateur Démo",
    role: "admin",
    phone: null,
  },
  {
    email: "client@colibri.example",
    password: "Colibri-Client-2026",
    name: "Awa Démo",
    role: "client",
    phone: "+33612345678",
  },
] as const;

/** The advisory lock that keeps two instances from seeding at once (the ASCII bytes of "Demo"). */
const DEMO_SEED_LOCK_KEY = 1_147_497_839;

/** Transport dates published on the two main routes in the coming weeks, relative to today in Paris. */
// The first two are departures with a capacity, so the kilos left show (docs/product/departures.md);
// every one has a drop-off place and a deadline two days before, at 18 h 30 in Paris, which the
// booking e-mails, the payment page and the parcel detail show.
const DEMO_DATES = [
  { from: "FR", to: "TG", inDays: 7, description: "Départ Paris → Lomé", capacityGrams: 200_000 },
  { from: "FR", to: "TG", inDays: 21, description: "Départ Paris → Lomé", capacityGrams: 150_000 },
  { from: "FR", to: "TG", inDays: 35, description: "Départ Paris → Lomé" },
  { from: "TG", to: "FR", inDays: 14, description: "Départ Lomé → Paris" },
  { from: "TG", to: "FR", inDays: 28, description: "Départ Lomé → Paris" },
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/**
 * The carrier the demo's invoices name: the configured one (main.ts, db:seed), else the demonstration's.
 * The tariff is the one the demo's prices were computed with.
 */
export const demoInvoicing = (config: Config = parseConfig({})): DemoInvoicing => ({
  seller: invoiceSeller(config),
  tariff: DEFAULT_TARIFF,
});

/**
 * Creates the demo accounts (confirmed e-mails), dates, parcels and the invoices of the paid ones.
 * Idempotent: existing rows are left alone.
 */
export async function seedDemoData(
  db: Db,
  now = new Date(),
  invoicing: DemoInvoicing = demoInvoicing(),
): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const today = todayInParis(now);
  await db.transaction(async (tx) => {
    // Instances started together on an empty database all find it empty: the first seeds, the others
    // wait here, then find its accounts and skip them (decision 044).
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const existing = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    const taken = new Set(existing.map((row) => row.email));
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      if (taken.has(account.email)) continue;
      const userId = newId();
      await tx.insert(users).values({
        id: userId,
        email: account.email,
        name: account.name,
        role: account.role,
        phone: account.phone,
        emailVerified: true,
      });
      // Better Auth's credential account: the password hash lives here, not on the user.
      await tx.insert(accounts).values({
        id: newId(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hashes[index],
      });
    }
    await tx
      .insert(departures)
      .values(
        DEMO_DATES.map((demo) => ({
          id: newId(),
          date: addDays(today, demo.inDays),
          fromCountry: demo.from,
          toCountry: demo.to,
          description: demo.description,
          capacityGrams: "capacityGrams" in demo ? demo.capacityGrams : null,
          dropoffPlace: demo.from === "FR" ? "Entrepôt Colibri, Paris" : "Agence Colibri, Lomé",
          dropoffDeadline: instantOfParisTime(`${addDays(today, demo.inDays - 2)}T18:30`),
        })),
      )
      .onConflictDoNothing();
    // The demo client's parcels in every state of the tracking screen.
    await seedDemoParcels(tx, DEMO_ACCOUNTS[1].email, now);
    // Ma boîte's orders waiting in Paris, and one at the reception that nobody could match.
    await seedDemoShopOrders(tx, DEMO_ACCOUNTS[1].email, now);
  });
  await seedDemoAdminParcels(db, "client@colibri.example", now);
  await invoiceDemoPayments(db, DEMO_ACCOUNTS[1].email, invoicing);
}

/** Lines printed at start-up outside production, so a newcomer knows how to sign in. */
export function demoAccountsBanner(): string {
  const lines = DEMO_ACCOUNTS.map(
    (account) =>
      `  ${account.role === "admin" ? "Administrateur" : "Client        "}  ${account.email}  /  ${account.password}`,
  );
  return ["Comptes de démonstration :", ...lines].join("\n");
}
