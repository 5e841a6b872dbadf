import { asc } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { issuedDocuments } from "#server/db/schema";
import { type Seller, VAT_EXEMPT_MENTION } from "#shared/invoices";

/** A carrier for the tests' invoices: a micro-entreprise, without VAT. */
export const TEST_SELLER: Seller = {
  name: "Transports Essai EI",
  address: ["2 rue des Essais", "69000 Lyon", "France"],
  siret: "73282932000074",
  vatNumber: null,
  vat: { kind: "exempt", mention: VAT_EXEMPT_MENTION },
};

/** Every invoice and credit note, in number order. */
export function allDocuments(db: Executor) {
  return db
    .select()
    .from(issuedDocuments)
    .orderBy(asc(issuedDocuments.kind), asc(issuedDocuments.year), asc(issuedDocuments.sequence));
}

/** Σ invoices − Σ credit notes, in cents and francs. */
export function netOfDocuments(documents: { kind: string; cents: number; fcfa: number }[]) {
  const sign = (kind: string) => (kind === "invoice" ? 1 : -1);
  return {
    cents: documents.reduce((sum, doc) => sum + sign(doc.kind) * doc.cents, 0),
    fcfa: documents.reduce((sum, doc) => sum + sign(doc.kind) * doc.fcfa, 0),
  };
}

/** The sequences of one kind and year are 1, 2, 3… with no gap and no duplicate. */
export function sequencesAreContinuous(documents: { kind: string; year: number; sequence: number }[]) {
  const groups = new Map<string, number[]>();
  for (const doc of documents) {
    const key = `${doc.kind}-${doc.year}`;
    groups.set(key, [...(groups.get(key) ?? []), doc.sequence]);
  }
  return [...groups.values()].every((sequences) =>
    [...sequences].sort((a, b) => a - b).every((sequence, index) => sequence === index + 1),
  );
}
