import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { notificationAlerts } from "#server/db/schema";
import { createOutboxWorker, createSmtpTransport } from "#server/features/mail";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, todayInParis } from "#shared/calendar";

const today = todayInParis();

/**
 * Date alerts (docs/product/parcels.md#waiting-request), checked at a real SMTP server on loopback: one
 * e-mail per open alert of the route, once.
 */
describe.each(testDatabaseKinds)("date alerts on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function alert(email: string, fromCountry: string, toCountry: string) {
    await confirmedAccount(t.app, email);
    const id = newId();
    await t.database.db.insert(notificationAlerts).values({
      id,
      userId: await userIdOf(t.database.db, email),
      email,
      fromCountry,
      toCountry,
    });
    return id;
  }

  async function deliver() {
    const worker = createOutboxWorker({
      db: t.database.db,
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger: t.app.log,
    });
    while ((await worker.drainOnce()) > 0) {}
  }

  let before = 0;
  /** E-mails delivered to an address since `before` (the sign-up confirmations came earlier). */
  const receivedBy = (email: string) => smtp.received.slice(before).filter((mail) => mail.to.includes(email));

  it("e-mails each FR→TG alert once when two dates are added on FR→TG, and no TG→FR alert", async () => {
    const awa = await alert("awa@mail.com", "FR", "TG");
    await alert("koffi@mail.com", "FR", "TG");
    const reverse = await alert("yao@mail.com", "TG", "FR");
    await deliver();
    before = smtp.received.length;

    const response = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures/batch", {
        fromCountry: "FR",
        toCountry: "TG",
        dates: [addDays(today, 10), addDays(today, 17)],
      }),
      201,
    );
    expect(response.json().notifiedAlerts).toBe(2);
    await deliver();
    expect(smtp.received.length - before).toBe(2);
    expect(receivedBy("awa@mail.com")).toHaveLength(1);
    expect(receivedBy("koffi@mail.com")).toHaveLength(1);
    expect(receivedBy("yao@mail.com")).toHaveLength(0);
    expect(receivedBy("awa@mail.com")[0]?.raw.replaceAll("=\r\n", "")).toContain(
      `${t.config.PUBLIC_URL}/request`,
    );

    const [awaAlert] = await t.database.db
      .select()
      .from(notificationAlerts)
      .where(eq(notificationAlerts.id, awa));
    expect(awaAlert?.notifiedAt).not.toBeNull();
    const [yaoAlert] = await t.database.db
      .select()
      .from(notificationAlerts)
      .where(eq(notificationAlerts.id, reverse));
    expect(yaoAlert?.notifiedAt).toBeNull();

    // A later date on the same route, or an edit, e-mails nobody again.
    const more = await expectStatus(
      send(t.app, admin, "POST", "/api/admin/departures", {
        date: addDays(today, 24),
        fromCountry: "FR",
        toCountry: "TG",
      }),
      201,
    );
    expect(more.json().notifiedAlerts).toBe(0);
    await expectStatus(
      send(t.app, admin, "PUT", `/api/admin/departures/${more.json().dates[0].id}`, {
        date: addDays(today, 25),
        fromCountry: "FR",
        toCountry: "TG",
      }),
      200,
    );
    await deliver();
    expect(receivedBy("awa@mail.com")).toHaveLength(1);
    expect(receivedBy("koffi@mail.com")).toHaveLength(1);
  });
});
