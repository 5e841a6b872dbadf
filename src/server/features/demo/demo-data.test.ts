import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#server/auth/password";
import type { DatabaseHandle } from "#server/db/database";
import { accounts, contentItems, departures, shopOrderPhotos, shopOrders, users } from "#server/db/schema";
import { setRoleByEmail } from "#server/features/accounts";
import { createTestDatabase, testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from "./demo-data";

describe.each(testDatabaseKinds)("demo data and roles on %s", (kind) => {
  let database: DatabaseHandle;
  const now = new Date("2026-11-21T10:00:00Z");
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("creates a confirmed admin and a confirmed client whose demo passwords verify", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoData(database.db, now);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    for (const demo of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, demo.email));
      expect(user).toMatchObject({ role: demo.role, emailVerified: true });
      const [account] = await database.db
        .select()
        .from(accounts)
        .where(eq(accounts.userId, user?.id ?? ""));
      expect(account?.providerId).toBe("credential");
      expect(await verifyPassword({ hash: account?.password ?? "", password: demo.password })).toBe(true);
    }
  });

  it("publishes dates on FR→TG and TG→FR in the coming weeks", async () => {
    const dates = await database.db.select().from(departures);
    const today = todayInParis(now);
    expect(dates.filter((d) => d.fromCountry === "FR" && d.toCountry === "TG").length).toBeGreaterThanOrEqual(
      2,
    );
    expect(dates.filter((d) => d.fromCountry === "TG" && d.toCountry === "FR").length).toBeGreaterThanOrEqual(
      2,
    );
    for (const d of dates) {
      expect(d.date > today).toBe(true);
      expect(d.date <= addDays(today, 42)).toBe(true);
    }
  });

  it("fills Ma boîte: three orders of the client (one declared, one past free storage) and one to identify", async () => {
    const [client] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[1].email));
    const orders = await database.db.select().from(shopOrders);
    expect(orders.filter((order) => order.clientId === client?.id)).toHaveLength(3);
    expect(orders.filter((order) => order.clientId === null)).toHaveLength(1);
    expect(await database.db.select().from(shopOrderPhotos)).toHaveLength(4);
    expect(await database.db.select().from(contentItems)).toHaveLength(1);
  });

  it("is idempotent", async () => {
    await seedDemoData(database.db, now);
    expect(await database.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await database.db.select().from(shopOrders)).toHaveLength(4);
    expect(await database.db.select().from(departures)).toHaveLength(5);
  });

  it("grants and revokes the admin role by e-mail, whatever its case", async () => {
    expect(await setRoleByEmail(database.db, "CLIENT@colibri.example", "admin")).toBe(true);
    const [promoted] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "client@colibri.example"));
    expect(promoted?.role).toBe("admin");
    expect(await setRoleByEmail(database.db, "client@colibri.example", "client")).toBe(true);
    const [demoted] = await database.db.select().from(users).where(eq(users.email, "client@colibri.example"));
    expect(demoted?.role).toBe("client");
  });

  it("reports an e-mail without an account", async () => {
    expect(await setRoleByEmail(database.db, "personne@colibri.example", "admin")).toBe(false);
  });

  it("refuses a role outside client/admin at the database level", async () => {
    await expect(
      // Raw SQL bypasses TypeScript on purpose: the check constraint is the last line of defence.
      database.db.execute(sql`update "user" set role = 'superuser'`),
    ).rejects.toThrow();
  });
});
