import { eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { emailOutbox } from "#server/db/schema";
import { emailPriority } from "./email-priority";

export interface OutgoingEmail {
  /** What the message is about, for logs and the dev mailbox: "verify-email", "reset-password"… */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Makes a second enqueue of the same message a no-op (e.g. one alert e-mail per alert). */
  dedupeKey?: string;
}

/**
 * Queues an e-mail (decision 007). Call it with the transaction of the change that causes the e-mail, so
 * that either both happen or neither does; the job queue sends it afterwards, with retries, account
 * e-mails first (decision 095). Returns its id, or null when its dedupe key was already queued.
 */
export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<string | null> {
  const [queued] = await executor
    .insert(emailOutbox)
    .values({
      id: newId(),
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      dedupeKey: email.dedupeKey ?? null,
      priority: emailPriority(email.kind),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return queued?.id ?? null;
}

/**
 * How far behind sending is, for /metrics: messages still to send (pending, retries included) and the
 * age in seconds of the oldest, 0 when none. Reads only pending rows, through the partial index on them.
 */
export async function outboxBacklog(
  executor: Executor,
): Promise<{ pending: number; oldestPendingAgeSeconds: number }> {
  const [row] = await executor
    .select({
      pending: sql<number>`count(*)::int`.mapWith(Number),
      oldestPendingAgeSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)::float8`.mapWith(
          Number,
        ),
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"));
  return row ?? { pending: 0, oldestPendingAgeSeconds: 0 };
}
