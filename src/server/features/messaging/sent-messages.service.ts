import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { messageOutbox } from "#server/db/schema";
import type { SentMessage } from "#shared/messaging/sent-messages";

type Row = typeof messageOutbox.$inferSelect;

const toSentMessage = (row: Row): SentMessage => ({
  id: row.id,
  channel: row.channel,
  audience: row.audience,
  to: row.toAddress,
  parcelStatus: row.parcelStatus,
  body: row.body,
  state: row.state,
  reason: row.reason,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  updatedAt: (row.readAt ?? row.deliveredAt ?? row.failedAt ?? row.sentAt ?? row.createdAt).toISOString(),
});

/** The messages of some parcels, oldest first, grouped by parcel id (docs/product/notifications.md#carrier). */
export async function sentMessagesOf(db: Executor, parcelIds: string[]): Promise<Map<string, SentMessage[]>> {
  const byParcel = new Map<string, SentMessage[]>();
  if (parcelIds.length === 0) return byParcel;
  const rows = await db
    .select()
    .from(messageOutbox)
    .where(inArray(messageOutbox.parcelId, parcelIds))
    .orderBy(asc(messageOutbox.createdAt), asc(messageOutbox.id));
  for (const row of rows) {
    if (!row.parcelId) continue;
    byParcel.set(row.parcelId, [...(byParcel.get(row.parcelId) ?? []), toSentMessage(row)]);
  }
  return byParcel;
}

export async function sentMessage(db: Executor, id: string): Promise<SentMessage | null> {
  const [row] = await db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.id, id))
    .orderBy(desc(messageOutbox.createdAt));
  return row ? toSentMessage(row) : null;
}
