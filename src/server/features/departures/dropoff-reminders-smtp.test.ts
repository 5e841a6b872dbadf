import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departures, emailOutbox } from "#server/db/schema";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, createParcel, publishDeparture } from "#server/test/parcels-test-kit";
import { deliverOutbox, type ReadMail, readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { addDays, formatDateFr, todayInParis } from "#shared/calendar";
import { dropoffDeadlineText } from "#shared/departures/dropoff";
import { instantOfParisTime } from "#shared/departures/paris-time";
import { collectionCodeLine } from "#shared/parcels/handover";
import { dropoffReminderSubject } from "#shared/parcels/parcel-messages";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { queueDropoffReminders } from "./dropoff-reminders";

const NBSP = "\u00a0";
/** A Paris wall-clock time `inDays` from today. */
const paris = (inDays: number, time: string) =>
  instantOfParisTime(`${addDays(todayInParis(), inDays)}T${time}`);
const NAME = parcelHumanName({ description: "Vêtements et chaussures", fromCountry: "FR", toCountry: "TG" });

/**
 * The reminder the day before the drop-off deadline (docs/product/departures.md#drop-off-reminder), at a
 * real SMTP server, swept twice and by two instances of the app on one database.
 */
describe.each(testDatabaseKinds)("drop-off reminders on %s", (kind) => {
  let t: TestApp;
  let second: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    // Another instance on the same database, as behind a load balancer (decision 044).
    second = await createTestApp({ database: t.database });
    smtp = await startSmtpSink();
    admin = await adminBrowser(t.app, "transporteur@colibri.example");
  });
  afterAll(async () => {
    await smtp.close();
    await second.close();
    await t.close();
  });

  const sweep = (app: TestApp, now: Date) =>
    queueDropoffReminders(app.database.db, { publicUrl: app.config.PUBLIC_URL, now });
  const reminders = (reference: string): ReadMail[] =>
    smtp.received
      .map(readMail)
      .filter((mail) => mail.subject.startsWith("Rappel") && mail.text.includes(reference));
  const post = (browser: TestBrowser, url: string, body: object) =>
    expectStatus(send(t.app, browser, "POST", url, body), 200);

  it("reminds each parcel still to drop off once, the day before its deadline from 8 h, whoever sweeps", async () => {
    const deadline = paris(2, "18:30");
    const date = await publishDeparture(t.app, "FR", "TG", 4, {
      dropoffPlace: "Entrepôt de Bobigny",
      dropoffDeadline: deadline,
    });
    const ama = await client(t.app, "ama");
    const unpaid = await createParcel(ama, date);
    const paid = await createParcel(ama, date);
    const cancelled = await createParcel(ama, date);
    const received = await createParcel(ama, date);
    await post(ama, `/api/parcels/${cancelled.id}/cancel`, { confirmed: true });
    for (const id of [paid.id, received.id])
      await post(admin, `/api/admin/parcels/${id}/mark-paid`, { expectedStatus: "pending", confirmed: true });
    await post(admin, `/api/admin/parcels/${received.id}/status`, {
      expectedStatus: "accepted",
      to: "received",
      weighIn: { weightKg: 2.35 },
    });

    // Today, and tomorrow before 8 h: too early for a deadline the day after tomorrow.
    expect(await sweep(t, paris(0, "09:00"))).toBe(0);
    expect(await sweep(t, paris(1, "07:59"))).toBe(0);
    // Tomorrow from 8 h: the two parcels still to be dropped off, once, whichever instance sweeps.
    expect(await sweep(t, paris(1, "08:00"))).toBe(2);
    expect(await sweep(t, paris(1, "08:10"))).toBe(0);
    expect(await sweep(second, paris(1, "08:10"))).toBe(0);
    // Both instances' workers drain the outbox at once: each message goes once.
    await Promise.all([deliverOutbox(t.app, smtp.url), deliverOutbox(second.app, smtp.url)]);
    // On the deadline's day it is not sent again.
    expect(await sweep(second, paris(2, "10:00"))).toBe(0);
    await deliverOutbox(t.app, smtp.url);

    expect(reminders(cancelled.reference)).toEqual([]);
    expect(reminders(received.reference)).toEqual([]);
    const [toPay, ...moreToPay] = reminders(unpaid.reference);
    const [ready, ...moreReady] = reminders(paid.reference);
    expect([moreToPay, moreReady]).toEqual([[], []]);
    const code = (await expectStatus(ama.get(`/api/parcels/${unpaid.id}`), 200)).json().parcel.collectionCode;
    expect(toPay?.subject).toBe(dropoffReminderSubject(NAME));
    for (const line of [
      `Déposez votre colis avant le ${dropoffDeadlineText(deadline.toISOString(), "FR")}`,
      `Votre colis ${NAME} part le ${formatDateFr(date)}.`,
      `Lieu de dépôt${NBSP}: Entrepôt de Bobigny`,
      `Date limite de dépôt${NBSP}: ${dropoffDeadlineText(deadline.toISOString(), "FR")}`,
      `Votre demande attend encore votre paiement`,
      `Référence${NBSP}: ${unpaid.reference}`,
      collectionCodeLine(code),
      `${t.config.PUBLIC_URL}/paiement/${unpaid.id}`,
    ]) {
      expect(toPay?.text).toContain(line);
    }
    expect(toPay?.html).toContain("Entrepôt de Bobigny");
    // Paid: no payment asked, the tracking link instead.
    expect(ready?.text).toContain(`Lieu de dépôt${NBSP}: Entrepôt de Bobigny`);
    expect(ready?.text).not.toContain("paiement");
    expect(ready?.text).toContain(`${t.config.PUBLIC_URL}/suivi/${paid.trackingCode}`);
  });

  it("leaves out a parcel booked on the reminder day, whose booking e-mail has just given the deadline", async () => {
    const deadline = paris(1, "12:00");
    const date = await publishDeparture(t.app, "FR", "TG", 2, {
      dropoffPlace: "Agence Paris Nord",
      dropoffDeadline: deadline,
    });
    const kofi = await client(t.app, "kofi");
    const fresh = await createParcel(kofi, date);
    const older = await createParcel(kofi, date);
    // The second one was booked the day before: its booking e-mail is older than the reminder day.
    await t.database.db
      .update(emailOutbox)
      .set({ createdAt: paris(-1, "20:00") })
      .where(eq(emailOutbox.dedupeKey, `booking:${older.id}`));

    expect(await sweep(t, paris(0, "09:00"))).toBe(1);
    await deliverOutbox(t.app, smtp.url);
    expect(reminders(fresh.reference)).toEqual([]);
    expect(reminders(older.reference)).toHaveLength(1);
  });

  it("does not remind of a departure without a deadline, nor of one the carrier took away", async () => {
    const noDeadline = await publishDeparture(t.app, "FR", "TG", 3, { dropoffPlace: "Entrepôt sans heure" });
    const gone = await publishDeparture(t.app, "FR", "TG", 5, { dropoffDeadline: paris(4, "18:00") });
    const yao = await client(t.app, "yao");
    const a = await createParcel(yao, noDeadline);
    const b = await createParcel(yao, gone);
    await t.database.db.update(departures).set({ state: "departed" }).where(eq(departures.date, gone));
    expect(await sweep(t, paris(3, "09:00"))).toBe(0);
    expect(await sweep(t, paris(2, "09:00"))).toBe(0);
    await deliverOutbox(t.app, smtp.url);
    expect([...reminders(a.reference), ...reminders(b.reference)]).toEqual([]);
  });
});
