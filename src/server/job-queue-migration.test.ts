import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxWorker, createSmtpTransport } from "#server/features/mail";
import { createMessageWorker, type MessageToSend } from "#server/features/messaging";
import { migrationsBefore, olderMigrations } from "#server/test/older-migrations";
import { startSmtpSink } from "#server/test/smtp-sink";
import { testDatabaseKinds } from "#server/test/test-database";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "#server/test/unmigrated-database";
import { MIGRATIONS_FOLDER } from "./db/open-database";
import * as schema from "./db/schema";

/** The release before the one job queue (decision 094): every migration before its priorities. */
const BEFORE = migrationsBefore("_job_queue_priorities");

/**
 * What the previous release's two outboxes held when it stopped, in its own columns: waiting, claimed
 * by an instance that died (its lease over, or still running), retried after failures, given up, sent.
 */
const OLD_ROWS = `
insert into email_outbox (id, kind, to_address, subject, text_body, html_body, dedupe_key, status, attempts,
  next_attempt_at, last_error, sent_at) values
  ('e-waiting', 'verify-email', 'ama@example.com', 'Confirmez', 't', 'h', null, 'pending', 0, now(), null, null),
  ('e-alert', 'admin-new-request', 'chef@colibri.example', 'Nouvelle demande', 't', 'h', 'a:1', 'pending', 0,
    now(), null, null),
  ('e-dead-lease', 'status-changed', 'kofi@example.com', 'Statut', 't', 'h', null, 'pending', 1,
    now() - interval '1 second', null, null),
  ('e-live-lease', 'status-changed', 'yao@example.com', 'Statut', 't', 'h', null, 'pending', 1,
    now() + interval '4 minutes', null, null),
  ('e-retried', 'booking-confirmed', 'afi@example.com', 'Réservation', 't', 'h', null, 'pending', 3,
    now() - interval '1 second', '451 indisponible', null),
  ('e-failed', 'status-changed', 'esi@example.com', 'Statut', 't', 'h', null, 'failed', 10,
    now() + interval '1 hour', '550 inconnu', null),
  ('e-sent', 'status-changed', 'edem@example.com', 'Statut', 't', 'h', null, 'sent', 1, now(), null, now());
insert into message_outbox (id, channel, to_address, template, params, body, audience, dedupe_key, state,
  attempts, next_attempt_at, reason, sent_at, failed_at) values
  ('m-waiting', 'whatsapp', '+22890000001', 'colis_en_transit', '["A"]', 'A', 'recipient', 'k:1', 'pending', 0,
    now(), null, null, null),
  ('m-dead-lease', 'whatsapp', '+22890000002', 'colis_en_transit', '["B"]', 'B', 'recipient', 'k:2', 'pending', 1,
    now() - interval '1 second', null, null, null),
  ('m-retried', 'whatsapp', '+22890000003', 'colis_en_transit', '["C"]', 'C', 'recipient', 'k:3', 'pending', 2,
    now() - interval '1 second', 'HTTP 503', null, null),
  ('m-failed', 'whatsapp', '+22890000004', 'colis_en_transit', '["D"]', 'D', 'recipient', 'k:4', 'failed', 8,
    now(), 'Numéro invalide', null, now());
`;

describe.each(testDatabaseKinds)("the job queue's migration on %s", (kind) => {
  let database: UnmigratedDatabase;
  let older: string;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const handed: MessageToSend[] = [];
  const logger = pino({ level: "silent" });

  beforeAll(async () => {
    expect(BEFORE).toBeGreaterThan(0);
    older = olderMigrations(BEFORE);
    database = await openUnmigratedDatabase(kind);
    await database.migrate(older);
    await database.exec(OLD_ROWS);
    await database.migrate(MIGRATIONS_FOLDER);
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
    if (older) rmSync(older, { recursive: true, force: true });
  });

  const drainAll = async () => {
    const mail = createOutboxWorker({
      db: database.db,
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger,
    });
    const messages = createMessageWorker({
      db: database.db,
      logger,
      senders: {
        whatsapp: {
          async send(message) {
            handed.push(message);
            return { ok: true, providerMessageId: `wamid-${message.id}` };
          },
        },
      },
    });
    while ((await mail.drainOnce()) + (await messages.drainOnce()) > 0) {}
    await mail.stop();
  };
  const emailed = () => smtp.received.map((mail) => mail.to[0]).sort();
  const states = async (table: "email_outbox" | "message_outbox", column: "status" | "state") =>
    Object.fromEntries(
      (
        await database.db
          .select({ id: sql<string>`id`, state: sql<string>`${sql.raw(column)}` })
          .from(sql`${sql.raw(table)}`)
      ).map((row) => [row.id, row.state]),
    );

  it("gives the e-mails already queued their priority: account first, alerts last", async () => {
    const rows = await database.db.select().from(schema.emailOutbox).orderBy(schema.emailOutbox.id);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.priority]))).toEqual({
      "e-alert": 2,
      "e-dead-lease": 1,
      "e-failed": 1,
      "e-live-lease": 1,
      "e-retried": 1,
      "e-sent": 1,
      "e-waiting": 0,
    });
  });

  it("sends every row still due exactly once, the failed and sent ones never, a running lease when it ends", async () => {
    await drainAll();
    await drainAll();
    expect(emailed()).toEqual([
      "afi@example.com",
      "ama@example.com",
      "chef@colibri.example",
      "kofi@example.com",
    ]);
    expect(handed.map((message) => message.to).sort()).toEqual([
      "+22890000001",
      "+22890000002",
      "+22890000003",
    ]);
    expect(await states("email_outbox", "status")).toMatchObject({
      "e-waiting": "sent",
      "e-alert": "sent",
      "e-dead-lease": "sent",
      "e-retried": "sent",
      "e-live-lease": "pending",
      "e-failed": "failed",
      "e-sent": "sent",
    });
    expect(await states("message_outbox", "state")).toEqual({
      "m-waiting": "sent",
      "m-dead-lease": "sent",
      "m-retried": "sent",
      "m-failed": "failed",
    });

    // The dead instance's lease ends (four minutes later): its e-mail goes, once.
    await database.db.execute(sql`update email_outbox set next_attempt_at = now() where id = 'e-live-lease'`);
    await drainAll();
    await drainAll();
    expect(emailed()).toEqual([
      "afi@example.com",
      "ama@example.com",
      "chef@colibri.example",
      "kofi@example.com",
      "yao@example.com",
    ]);
    expect(handed).toHaveLength(3);
    const [retried] = await database.db
      .select()
      .from(schema.emailOutbox)
      .where(sql`${schema.emailOutbox.id} = 'e-retried'`);
    // Its attempts go on from where the previous release left them.
    expect(retried).toMatchObject({ status: "sent", attempts: 4, lastError: null });
  });
});
