import { sql } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { documentCounters } from "#server/db/schema";
import { momentParts, PARIS } from "#shared/french-dates";
import { type DocumentKind, documentNumber } from "#shared/invoices";

export type NumberedDocument = {
  kind: DocumentKind;
  year: number;
  sequence: number;
  number: string;
  at: Date;
};

/**
 * The next number of a series, in the caller's transaction (decision 084): the year's counter row is
 * created or incremented by one statement, which keeps it locked until the transaction ends. Another
 * payment, on this instance or another one, waits there for this one to commit (and then takes the
 * next number) or to roll back (and then takes this same number): no gap, no duplicate. The document's
 * moment is the database's clock read once the row is held, so numbers follow dates across instances.
 * The year is the Paris year when the allocation began: a document numbered in the last milliseconds of
 * December may be dated on the first of January.
 *
 * `dated` gives the document a moment of the past instead, and the year of that moment: only for the
 * demo's payments, invoiced when the demo data is written (features/demo/demo-invoices.ts).
 */
export async function takeDocumentNumber(
  tx: Tx,
  kind: DocumentKind,
  dated?: Date,
): Promise<NumberedDocument> {
  const year = momentParts(dated ?? new Date(), PARIS).year;
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { lastSequence: sql`${documentCounters.lastSequence} + 1` },
    })
    .returning({
      sequence: documentCounters.lastSequence,
      // Milliseconds, as every other timestamp the product writes from JavaScript.
      atMs: sql<string>`floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text`,
    });
  if (!row) throw new Error("document counter not returned");
  return {
    kind,
    year,
    sequence: row.sequence,
    number: documentNumber(kind, year, row.sequence),
    at: dated ?? new Date(Number(row.atMs)),
  };
}
