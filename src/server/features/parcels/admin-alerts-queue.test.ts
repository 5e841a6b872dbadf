import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema";
import {
  ADMIN_DIGEST_KIND,
  createOutboxWorker,
  createSmtpTransport,
  enqueueEmail,
} from "#server/features/mail";
import { signUp } from "#server/test/accounts-test-kit";
import { readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";
import { adminAlertEmail } from "./admin-alert-emails";

const PUBLIC_URL = "http://localhost:3000";
const admin = (n: number) => ({ id: `admin-${n}`, name: `Chef ${n}`, email: `chef${n}@colibri.example` });

/** A real « Nouvelle demande confirmée » alert, as a burst of requests queues them. */
const alert = (n: number, to = admin(1)) =>
  adminAlertEmail(
    {
      kind: "admin-new-request",
      parcel: {
        id: `pkg-burst-${n}`,
        reference: null,
        description: `Colis ${n}`,
        fromCountry: "FR",
        toCountry: "TG",
        priceCents: 2400,
        priceFcfa: 15_720,
        preferredDate: null,
      },
      client: { name: "Kossi", email: "kossi@example.com" },
      eventId: `pkg-burst-${n}`,
      publicUrl: PUBLIC_URL,
    },
    to,
  );

/** Which e-mails go first, and the administrators' digest (docs/product/notifications.md#email-order). */
describe.each(testDatabaseKinds)("the e-mails' order and the alerts' digest on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    smtp = await startSmtpSink();
    await t.database.db.delete(emailOutbox);
  });
  afterEach(() => smtp.close());

  const worker = (digest?: { threshold: number }) =>
    createOutboxWorker({
      db: t.database.db,
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger: t.app.log,
      digest: digest && { ...digest, publicUrl: PUBLIC_URL },
    });
  // One transaction, as a burst's requests would each queue theirs: one commit instead of a thousand.
  const queueAlerts = (count: number, to = admin(1)) =>
    t.database.db.transaction(async (tx) => {
      for (let n = 0; n < count; n++) await enqueueEmail(tx, alert(n, to));
    });

  it("sends a sign-up's confirmation queued after 1 000 alerts before any of them", async () => {
    await queueAlerts(1000);
    await signUp(t.app, "premier@example.com");
    // One turn of the queue: a batch of 20, the confirmation first.
    expect(await worker().drainOnce()).toBe(20);
    const subjects = smtp.received.map((mail) => readMail(mail).subject);
    expect(smtp.received[0]?.to).toEqual(["premier@example.com"]);
    expect(subjects[0]).toBe("Confirmez votre adresse e-mail — Colibri");
    expect(subjects.slice(1).every((subject) => subject.startsWith("Nouvelle demande confirmée"))).toBe(true);
  });

  it("sends a client's parcel e-mail before the alerts queued earlier, after the account e-mails", async () => {
    await queueAlerts(30);
    const client = {
      kind: "status-changed",
      subject: "Votre colis a changé de statut — Colibri",
      html: "<p>x</p>",
    };
    await enqueueEmail(t.database.db, { ...client, to: "client@example.com", text: "Statut" });
    await enqueueEmail(t.database.db, {
      kind: "reset-password",
      to: "oubli@example.com",
      subject: "Réinitialisez votre mot de passe — Colibri",
      text: "Lien",
      html: "<p>Lien</p>",
    });
    await worker().drainOnce();
    expect(smtp.received.slice(0, 3).map((mail) => mail.to[0])).toEqual([
      "oubli@example.com",
      "client@example.com",
      "chef1@colibri.example",
    ]);
  });

  it("groups more alerts than the threshold for one administrator into one digest, and leaves fewer alone", async () => {
    await queueAlerts(12, admin(1));
    await queueAlerts(3, admin(2));
    const queue = worker({ threshold: 10 });
    expect(await queue.drainOnce()).toBe(4);
    expect(await queue.drainOnce()).toBe(0);

    const toFirst = smtp.received.filter((mail) => mail.to[0] === "chef1@colibri.example").map(readMail);
    expect(toFirst).toHaveLength(1);
    expect(toFirst[0]?.subject).toBe("12 alertes regroupées — Colibri");
    expect(toFirst[0]?.text).toContain("12 alertes administrateur sont arrivées en peu de temps.");
    expect(toFirst[0]?.text).toContain("Colis 11 · France → Togo");
    expect(toFirst[0]?.text).toContain(`${PUBLIC_URL}/admin`);
    // The second administrator's three alerts go one by one.
    expect(smtp.received.filter((mail) => mail.to[0] === "chef2@colibri.example")).toHaveLength(3);

    const [digest] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, ADMIN_DIGEST_KIND));
    expect(digest).toMatchObject({ status: "sent", priority: 2 });
    const grouped = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, "grouped"));
    expect(grouped).toHaveLength(12);
    expect(new Set(grouped.map((row) => row.groupedInto))).toEqual(new Set([digest?.id]));
  });

  it("lists 50 alerts in a digest and counts the rest; never groups an alert on its way", async () => {
    await queueAlerts(1000);
    // One alert claimed by another instance: its lease runs, it is not taken into the digest.
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(emailOutbox.dedupeKey, "admin-new-request:pkg-burst-0:admin-1"));
    expect(await worker({ threshold: 10 }).drainOnce()).toBe(1);
    const [mail] = smtp.received.map(readMail);
    expect(mail?.subject).toBe("999 alertes regroupées — Colibri");
    expect(mail?.text).toContain("… et 949 autres, à retrouver dans l'administration.");
    const [leased] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, "admin-new-request:pkg-burst-0:admin-1"));
    expect(leased?.status).toBe("pending");
  });
});
