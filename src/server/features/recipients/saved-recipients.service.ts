import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { recipients } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import {
  MAX_SAVED_RECIPIENTS,
  RECIPIENT_NOT_FOUND,
  type Recipient,
  type SavedRecipient,
} from "#shared/recipients/recipient";

/**
 * A client's saved recipients (docs/product/recipients.md#saved-recipients): one per phone number,
 * the latest details winning; beyond MAX_SAVED_RECIPIENTS the least recently used are dropped.
 * Called inside the request's transaction, so a parcel and its saved recipient commit together.
 */
export async function saveRecipient(tx: Executor, clientId: string, recipient: Recipient, now: Date) {
  const values = {
    name: recipient.name,
    secondPhone: recipient.secondPhone,
    city: recipient.city,
    landmark: recipient.landmark,
    messagesConsent: recipient.messagesConsent ?? false,
    lastUsedAt: now,
  };
  await tx
    .insert(recipients)
    .values({ id: newId("rcp"), clientId, phone: recipient.phone, createdAt: now, ...values })
    .onConflictDoUpdate({ target: [recipients.clientId, recipients.phone], set: values });
  const kept = tx
    .select({ id: recipients.id })
    .from(recipients)
    .where(eq(recipients.clientId, clientId))
    .orderBy(desc(recipients.lastUsedAt))
    .limit(MAX_SAVED_RECIPIENTS);
  await tx.delete(recipients).where(and(eq(recipients.clientId, clientId), notInArray(recipients.id, kept)));
}

/** Only the signed-in client's own, most recently used first. */
export async function listSavedRecipients(db: Db, clientId: string): Promise<SavedRecipient[]> {
  const rows = await db
    .select({
      id: recipients.id,
      name: recipients.name,
      phone: recipients.phone,
      secondPhone: recipients.secondPhone,
      city: recipients.city,
      landmark: recipients.landmark,
      lastUsedAt: recipients.lastUsedAt,
    })
    .from(recipients)
    .where(eq(recipients.clientId, clientId))
    .orderBy(desc(recipients.lastUsedAt), desc(recipients.id))
    .limit(MAX_SAVED_RECIPIENTS);
  return rows.map((row) => ({ ...row, lastUsedAt: row.lastUsedAt.toISOString() }));
}

/** Forgets one; another client's id is answered like a missing one (404). Parcels keep their copy. */
export async function forgetSavedRecipient(db: Db, clientId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(recipients)
    .where(and(eq(recipients.id, id), eq(recipients.clientId, clientId)))
    .returning({ id: recipients.id });
  if (deleted.length === 0) throw notFound(RECIPIENT_NOT_FOUND);
}
