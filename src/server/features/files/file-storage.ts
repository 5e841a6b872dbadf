import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { storedFiles } from "#server/db/schema";

/** Anything that runs queries: the database or a transaction inside it. */

export type StoredFile = { id: string; contentType: string; byteSize: number; content: Buffer };

/**
 * The storage of uploads (decision 010). Features keep file ids and go through these functions only, so
 * PostgreSQL bytea can later be swapped for an object store without touching them. Writes take the
 * caller's transaction: a file and the row pointing at it are saved together or not at all.
 */
export async function saveFile(
  executor: Executor,
  file: { contentType: string; content: Buffer },
): Promise<string> {
  const id = newId();
  await executor.insert(storedFiles).values({
    id,
    contentType: file.contentType,
    byteSize: file.content.byteLength,
    sha256: createHash("sha256").update(file.content).digest("hex"),
    content: file.content,
  });
  return id;
}

export async function readFile(executor: Executor, id: string): Promise<StoredFile | null> {
  const [row] = await executor
    .select({
      id: storedFiles.id,
      contentType: storedFiles.contentType,
      byteSize: storedFiles.byteSize,
      content: storedFiles.content,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Removes stored files, in the caller's transaction like `saveFile`: the rows that pointed at them are
 * deleted first in the same transaction, so a failure leaves both in place. (An object store would
 * delete after the commit instead, and a failed removal would leave an unreferenced object, never a
 * row pointing at nothing: decision 040.)
 */
export async function deleteFiles(executor: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor.delete(storedFiles).where(inArray(storedFiles.id, [...ids]));
}
