import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "#server/db/database";
import { issuedDocuments } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import {
  adminDocumentPdfUrl,
  type DocumentLink,
  documentFileName,
  documentPdfUrl,
  type IssuedDocument,
} from "#shared/invoices";
import { documentPdf } from "./document-pdfs";

export const DOCUMENT_NOT_FOUND = "Facture introuvable.";

/**
 * A parcel's invoices and credit notes, oldest first, linked for who reads them: the client through
 * their own route, the carrier through the admin area.
 */
export async function documentsOfParcel(
  db: Executor,
  parcelId: string,
  audience: "client" | "admin",
): Promise<DocumentLink[]> {
  const rows = await db
    .select({
      kind: issuedDocuments.kind,
      number: issuedDocuments.number,
      issuedAt: issuedDocuments.issuedAt,
      cents: issuedDocuments.cents,
      fcfa: issuedDocuments.fcfa,
    })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.parcelId, parcelId))
    .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.kind), asc(issuedDocuments.sequence));
  return rows.map((row) => ({
    ...row,
    issuedAt: row.issuedAt.toISOString(),
    url: audience === "admin" ? adminDocumentPdfUrl(row.number) : documentPdfUrl(row.number),
  }));
}

/** Every document of a client, as issued (their data export). */
export async function documentsOfClient(db: Executor, clientId: string): Promise<IssuedDocument[]> {
  const rows = await db
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.clientId, clientId))
    .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.kind), asc(issuedDocuments.sequence));
  return rows.map((row) => row.content);
}

export type DocumentDownload = { contentType: string; fileName: string; body: Uint8Array };

async function download(db: Executor, number: string, clientId?: string): Promise<DocumentDownload> {
  const [row] = await db
    .select({ content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(
      and(
        eq(issuedDocuments.number, number),
        clientId === undefined ? undefined : eq(issuedDocuments.clientId, clientId),
      ),
    );
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return {
    contentType: "application/pdf",
    fileName: documentFileName(row.content.kind, row.content.number),
    body: await documentPdf(row.content),
  };
}

/** The client's own document; anybody else's is the same 404 as one that does not exist. */
export const clientDocumentPdf = (db: Executor, user: SessionUser, number: string) =>
  download(db, number, user.id);

/** Any document, for the carrier (the admin area asks for the second factor). */
export const adminDocumentPdf = (db: Executor, number: string) => download(db, number);
