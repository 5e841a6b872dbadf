import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { emailOutbox } from "#server/db/schema";
import { createJobQueue, type JobKind, type JobQueue, type QueueTable } from "#server/workers/job-queue";
import { type DigestSettings, groupAdminAlerts } from "./admin-digest";
import type { MailTransport } from "./mail-transport";

export { retryDelaySeconds } from "#server/workers/job-queue";

export const MAX_ATTEMPTS = 10;

/** The e-mail outbox as the job queue sees it (decision 094). */
const EMAIL_QUEUE: QueueTable = {
  table: emailOutbox,
  id: emailOutbox.id,
  state: emailOutbox.status,
  attempts: emailOutbox.attempts,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  createdAt: emailOutbox.createdAt,
  reason: emailOutbox.lastError,
  reasonMaxLength: 1000,
  sentAt: emailOutbox.sentAt,
  priority: emailOutbox.priority,
};

/**
 * The job kind that sends queued e-mails (decision 007) over `transport`, account e-mails first; with
 * `digest`, an administrator's alerts above its threshold go first into one digest (decision 095).
 */
export function emailJobKind(options: {
  db: Db;
  transport: MailTransport;
  digest?: DigestSettings;
}): JobKind<typeof emailOutbox.$inferSelect> {
  const { db, transport, digest } = options;
  return {
    name: "e-mail",
    queue: EMAIL_QUEUE,
    maxAttempts: MAX_ATTEMPTS,
    prepare: digest
      ? async () => {
          await groupAdminAlerts(db, digest);
          return undefined;
        }
      : undefined,
    async run(message) {
      await transport.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      });
      return { ok: true };
    },
  };
}

export type OutboxWorker = JobQueue;

/**
 * A job queue that sends only e-mails: for the tests that drive delivery to a real SMTP server. The
 * server runs one queue for every kind (main.ts).
 */
export function createOutboxWorker(options: {
  db: Db;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  digest?: DigestSettings;
  pollMs?: number;
  batchSize?: number;
}): OutboxWorker {
  const { transport } = options;
  const queue = createJobQueue({ ...options, kinds: [emailJobKind(options) as JobKind] });
  return {
    ...queue,
    async stop() {
      await queue.stop();
      transport.close();
    },
  };
}
