import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/database";
import { messageOptOuts, messageOutbox } from "#server/db/schema";
import { createTestDatabase, testDatabaseKinds } from "#server/test/test-database";
import type { ChannelSender, MessageToSend, SendResult } from "./channel-sender";
import { enqueueMessage, recordOptOut, recordProviderStatus, retryFailedMessage } from "./message-outbox";
import { CEILING_REASON, createMessageWorker, MESSAGE_MAX_ATTEMPTS } from "./message-worker";

const logger = pino({ level: "silent" });

/**
 * The worker's own rules, with a sender that records what it is handed: the real adapters and their
 * simulators are tested in whatsapp-channel.test.ts and sms-channel.test.ts.
 */
function recordingSender(
  answer: (message: MessageToSend) => SendResult = (m) => ({ ok: true, providerMessageId: `p-${m.id}` }),
) {
  const sent: MessageToSend[] = [];
  const sender: ChannelSender = {
    async send(message) {
      sent.push(message);
      // Long enough that two workers draining at once overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer(message);
    },
  };
  return { sent, sender };
}

const message = (n: number, to = "+22890000001") => ({
  channel: "whatsapp" as const,
  to,
  template: "colis_en_transit",
  params: [`Colis ${n}`],
  body: `Votre colis ${n}`,
  audience: "recipient" as const,
  dedupeKey: `test:${n}`,
});

describe.each(testDatabaseKinds)("message outbox on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(messageOutbox);
    await database.db.delete(messageOptOuts);
  });
  const rows = () => database.db.select().from(messageOutbox).orderBy(messageOutbox.dedupeKey);

  it("queues a key once, and two workers draining at once send each message once", async () => {
    for (let n = 0; n < 30; n++) await enqueueMessage(database.db, message(n));
    expect(await enqueueMessage(database.db, message(3))).toBe(false);
    const { sent, sender } = recordingSender();
    const one = createMessageWorker({ db: database.db, senders: { whatsapp: sender }, logger, batchSize: 7 });
    const two = createMessageWorker({ db: database.db, senders: { whatsapp: sender }, logger, batchSize: 7 });
    let total = 0;
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([one.drainOnce(), two.drainOnce()]);
      total += a + b;
    }
    expect(total).toBe(30);
    expect(new Set(sent.map((m) => m.id)).size).toBe(30);
    expect(sent).toHaveLength(30);
    const all = await rows();
    expect(
      all.every(
        (row) => row.state === "sent" && row.attempts === 1 && row.providerMessageId === `p-${row.id}`,
      ),
    ).toBe(true);
  });

  it("leaves a channel without a sender to an instance that has one", async () => {
    await enqueueMessage(database.db, { ...message(1), channel: "sms" });
    const { sender } = recordingSender();
    expect(
      await createMessageWorker({ db: database.db, senders: { whatsapp: sender }, logger }).drainOnce(),
    ).toBe(0);
    expect(await rows()).toMatchObject([{ state: "pending", attempts: 0 }]);
  });

  it("retries a retryable failure later, never twice at once, and gives up on a permanent one", async () => {
    await enqueueMessage(database.db, message(1));
    await enqueueMessage(database.db, message(2, "+22890000002"));
    let failing = true;
    const { sent, sender } = recordingSender((m) =>
      m.to === "+22890000002"
        ? { ok: false, retryable: false, reason: "Numéro inconnu de WhatsApp" }
        : failing
          ? { ok: false, retryable: true, reason: "503 du fournisseur" }
          : { ok: true, providerMessageId: "wamid.1" },
    );
    const worker = createMessageWorker({ db: database.db, senders: { whatsapp: sender }, logger });
    expect(await worker.drainOnce()).toBe(0);
    expect(await worker.drainOnce()).toBe(0); // not due again before its back-off
    expect(sent).toHaveLength(2);
    const [first, second] = await rows();
    expect(first).toMatchObject({ state: "pending", attempts: 1, reason: "503 du fournisseur" });
    expect(first?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(second).toMatchObject({ state: "failed", attempts: 1, reason: "Numéro inconnu de WhatsApp" });
    // Its back-off over, it goes once.
    failing = false;
    await database.db
      .update(messageOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(messageOutbox.dedupeKey, "test:1"));
    expect(await worker.drainOnce()).toBe(1);
    expect(await worker.drainOnce()).toBe(0);
    expect(sent.filter((m) => m.to === "+22890000001")).toHaveLength(2);
    expect((await rows())[0]).toMatchObject({ state: "sent", attempts: 2, providerMessageId: "wamid.1" });
  });

  it("gives up after the last attempt, and the carrier's resend queues the same row again", async () => {
    await enqueueMessage(database.db, message(1));
    await database.db.update(messageOutbox).set({ attempts: MESSAGE_MAX_ATTEMPTS - 1 });
    const { sender } = recordingSender(() => ({ ok: false, retryable: true, reason: "délai dépassé" }));
    const worker = createMessageWorker({ db: database.db, senders: { whatsapp: sender }, logger });
    await worker.drainOnce();
    const [row] = await rows();
    expect(row).toMatchObject({ state: "failed", attempts: MESSAGE_MAX_ATTEMPTS });
    expect(await retryFailedMessage(database.db, row?.id ?? "")).toBe(true);
    expect(await retryFailedMessage(database.db, row?.id ?? "")).toBe(false);
    expect(await rows()).toMatchObject([{ state: "pending", attempts: 0, reason: null }]);
  });

  it("sends nothing more to a number that refused, and says why", async () => {
    await enqueueMessage(database.db, message(1));
    await recordOptOut(database.db, "+22890000001", "sms", "STOP");
    await enqueueMessage(database.db, message(2));
    const { sent, sender } = recordingSender();
    await createMessageWorker({ db: database.db, senders: { whatsapp: sender }, logger }).drainOnce();
    expect(sent).toHaveLength(0);
    const all = await rows();
    expect(all.map((row) => row.state)).toEqual(["failed", "failed"]);
    expect(all[0]?.reason).toMatch(
      /^Le destinataire a refusé les messages \(«\u00a0STOP\u00a0» le \d{4}-\d\d-\d\d\)\.$/,
    );
  });

  it("holds what passes the daily ceiling until tomorrow and tells the admin", async () => {
    for (let n = 0; n < 5; n++) await enqueueMessage(database.db, message(n));
    const alerts: string[] = [];
    const { sent, sender } = recordingSender();
    const worker = createMessageWorker({
      db: database.db,
      senders: { whatsapp: sender },
      logger,
      dailyCeilings: { whatsapp: 3 },
      onCeiling: async (channel, ceiling) => {
        alerts.push(`${channel}:${ceiling}`);
      },
    });
    expect(await worker.drainOnce()).toBe(3);
    expect(await worker.drainOnce()).toBe(0);
    expect(sent).toHaveLength(3);
    expect(alerts).toEqual(["whatsapp:3"]);
    const held = (await rows()).filter((row) => row.state === "pending");
    expect(held).toHaveLength(2);
    for (const row of held) {
      expect(row.reason).toBe(CEILING_REASON);
      expect(row.nextAttemptAt.getUTCHours()).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("moves a message forward with the provider's statuses, never back", async () => {
    await enqueueMessage(database.db, message(1));
    const { sender } = recordingSender(() => ({ ok: true, providerMessageId: "wamid.A" }));
    await createMessageWorker({ db: database.db, senders: { whatsapp: sender }, logger }).drainOnce();
    expect(await recordProviderStatus(database.db, "whatsapp", "wamid.A", "delivered")).toBe(true);
    expect(await recordProviderStatus(database.db, "whatsapp", "wamid.A", "sent")).toBe(true);
    expect(await recordProviderStatus(database.db, "whatsapp", "wamid.A", "failed", "x")).toBe(true);
    expect((await rows())[0]).toMatchObject({ state: "delivered", reason: null });
    await recordProviderStatus(database.db, "whatsapp", "wamid.A", "read");
    expect((await rows())[0]?.state).toBe("read");
    expect(await recordProviderStatus(database.db, "whatsapp", "wamid.unknown", "read")).toBe(false);
    expect(await recordProviderStatus(database.db, "sms", "wamid.A", "read")).toBe(false);
  });
});
