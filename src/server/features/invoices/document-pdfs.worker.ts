// The worker thread that draws invoices and credit notes (document-pdfs.ts). Imports only the drawing
// code: no database, no HTTP, no other feature.
import { serveJobs } from "#server/workers/serve-jobs";
import type { IssuedDocument } from "#shared/invoices";
import { drawDocument } from "./document-pdf";

serveJobs<IssuedDocument>((document) => drawDocument(document));
