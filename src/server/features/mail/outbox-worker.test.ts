import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema";
import { readMail, startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { lastEmailTo, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { createSmtpTransport } from "./mail-transport";
import { enqueueEmail } from "./outbox";
import { createOutboxWorker, MAX_ATTEMPTS, retryDelaySeconds } from "./outbox-worker";

const message = (to: string, dedupeKey?: string) => ({
  kind: "test",
  to,
  subject: "Votre colis",
  text: "Suivez-le ici : http://localhost:3000/suivi/ABC",
  html: "<p>Suivez-le</p>",
  dedupeKey,
});

describe.each(testDatabaseKinds)("e-mail outbox on %s", (kind) => {
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

  const worker = () =>
    createOutboxWorker({
      db: t.database.db,
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger: t.app.log,
    });
  const rows = () => t.database.db.select().from(emailOutbox);

  it("delivers a queued e-mail once to a real SMTP server, with its link", async () => {
    await enqueueEmail(t.database.db, message("ama@example.com"));
    const outbox = worker();
    expect(await outbox.drainOnce()).toBe(1);
    expect(await outbox.drainOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["ama@example.com"]);
    expect(smtp.received[0]?.raw).toContain("http://localhost:3000/suivi/ABC");
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 1, lastError: null }]);
  });

  it("delivers no-break spaces, guillemets and accents intact: subject, text and HTML (decision 074)", async () => {
    const french = {
      kind: "test",
      to: "afi@example.com",
      subject: "Vos colis\u00a0: «\u00a0Reçu\u00a0» — prêt\u202f?",
      text: "Note\u00a0: livré à 18\u00a0h\u00a030\u202f! Suivi\u00a0: http://localhost:3000/suivi/ABC",
      html: "<p>Note\u00a0: livré à 18\u00a0h\u00a030\u202f!</p>",
    };
    await enqueueEmail(t.database.db, french);
    expect(await worker().drainOnce()).toBe(1);
    const [mail] = smtp.received;
    if (!mail) throw new Error("nothing received");
    const received = readMail(mail);
    expect(received.subject).toBe(french.subject);
    expect(received.text.trimEnd()).toBe(french.text);
    expect(received.html.trimEnd()).toBe(french.html);
  });

  it("keeps a message that the SMTP server refuses, and delivers it on a later attempt", async () => {
    await enqueueEmail(t.database.db, message("kofi@example.com"));
    smtp.state.failing = true;
    const outbox = worker();
    expect(await outbox.drainOnce()).toBe(0);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toMatch(/451|indisponible/);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is retried before its back-off is over.
    smtp.state.failing = false;
    expect(await outbox.drainOnce()).toBe(0);
    await t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await outbox.drainOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("gives up after the last attempt and records why", async () => {
    await enqueueEmail(t.database.db, message("yao@example.com"));
    await t.database.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    smtp.state.failing = true;
    await worker().drainOnce();
    expect(await rows()).toMatchObject([{ status: "failed", attempts: MAX_ATTEMPTS }]);
  });

  it("backs off from 30 seconds up to one hour", () => {
    expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it("ignores a second enqueue with the same dedupe key", async () => {
    await enqueueEmail(t.database.db, message("afi@example.com", "alert-42"));
    await enqueueEmail(t.database.db, message("afi@example.com", "alert-42"));
    expect(await rows()).toHaveLength(1);
  });

  it("does not lose a sign-up's confirmation e-mail when SMTP is down", async () => {
    smtp.state.failing = true;
    const browser = testBrowser(t.app);
    const password = "Colibri-Test-2026";
    const signUp = await browser.post("/api/auth/sign-up/email", {
      email: "esi@example.com",
      password,
      confirmPassword: password,
    });
    expect(signUp.statusCode).toBe(200);
    const outbox = worker();
    expect(await outbox.drainOnce()).toBe(0);
    smtp.state.failing = false;
    await t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await outbox.drainOnce()).toBe(1);
    const queued = await lastEmailTo(t.app, "esi@example.com");
    expect(smtp.received).toHaveLength(1);
    // Quoted-printable may fold long lines: compare without soft line breaks.
    expect(smtp.received[0]?.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=")).toContain(queued.link);
  });

  it("never lets two workers send the same message", async () => {
    for (let i = 0; i < 20; i++) await enqueueEmail(t.database.db, message(`client${i}@example.com`));
    const [a, b] = [worker(), worker()];
    const sent = await Promise.all([a.drainOnce(), b.drainOnce(), a.drainOnce(), b.drainOnce()]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(20);
    expect(smtp.received).toHaveLength(20);
    expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(20);
    const stillPending = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "pending"));
    expect(stillPending).toHaveLength(0);
  });
});

describe("the outbox worker loop", () => {
  it("sends by itself once started, and stops cleanly", async () => {
    const t = await createTestApp();
    const smtp = await startSmtpSink();
    try {
      const outbox = createOutboxWorker({
        db: t.database.db,
        transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
        logger: t.app.log,
        pollMs: 20,
      });
      outbox.start();
      await enqueueEmail(t.database.db, message("loop@example.com"));
      for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      await outbox.stop();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
      await t.close();
    }
  });
});
