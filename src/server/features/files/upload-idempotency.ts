import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { uploadReplies } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { UPLOAD_IN_PROGRESS_MESSAGE, UPLOAD_KEY_REUSED_MESSAGE } from "#shared/parcels/request-api";

/**
 * A first try whose answer was never written (the server stopped while storing it) is given up after
 * this long: the next try with the key stores the file afresh. Far longer than any upload takes.
 */
export const ABANDONED_AFTER_SECONDS = 120;

export type UploadClaim = { kind: "new" } | { kind: "replay"; reply: unknown };

/**
 * Before an upload with an Idempotency-Key is read (decision 078): `new` if this account never sent
 * the key (the row now marks the upload as being stored), `replay` with the first answer if it did.
 * The same key for another route or record is refused (422), and a first try still being stored makes
 * a second one wait (409): the first insert wins on the primary key, on PostgreSQL as on PGlite.
 */
export async function claimUpload(
  db: Executor,
  userId: string,
  key: string,
  target: string,
): Promise<UploadClaim> {
  const inserted = await db
    .insert(uploadReplies)
    .values({ userId, idempotencyKey: key, target })
    .onConflictDoNothing()
    .returning({ key: uploadReplies.idempotencyKey });
  if (inserted.length > 0) return { kind: "new" };

  const where = and(eq(uploadReplies.userId, userId), eq(uploadReplies.idempotencyKey, key));
  const [row] = await db.select().from(uploadReplies).where(where);
  if (!row) return claimUpload(db, userId, key, target); // Released meanwhile: try again.
  if (row.target !== target) throw new AppError("IDEMPOTENCY_MISMATCH", 422, UPLOAD_KEY_REUSED_MESSAGE);
  if (row.reply !== null) return { kind: "replay", reply: row.reply };
  const takenOver = await db
    .update(uploadReplies)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        where,
        isNull(uploadReplies.reply),
        lt(uploadReplies.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
      ),
    )
    .returning({ key: uploadReplies.idempotencyKey });
  if (takenOver.length > 0) return { kind: "new" };
  throw new AppError("UPLOAD_IN_PROGRESS", 409, UPLOAD_IN_PROGRESS_MESSAGE);
}

/** The upload was stored: later tries with its key get this answer. */
export async function recordUploadReply(db: Executor, userId: string, key: string, reply: unknown) {
  await db
    .update(uploadReplies)
    .set({ reply: JSON.parse(JSON.stringify(reply)) as unknown })
    .where(and(eq(uploadReplies.userId, userId), eq(uploadReplies.idempotencyKey, key)));
}

/** The upload was refused or failed: the key is free again, so a later try can still store the file. */
export async function releaseUpload(db: Executor, userId: string, key: string) {
  await db
    .delete(uploadReplies)
    .where(
      and(
        eq(uploadReplies.userId, userId),
        eq(uploadReplies.idempotencyKey, key),
        isNull(uploadReplies.reply),
      ),
    );
}
