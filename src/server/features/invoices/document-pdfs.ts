import { IMAGE_WORK_LIMITS, runFileWork } from "#server/features/files";
import { ThreadPool } from "#server/workers/thread-pool";
import type { IssuedDocument } from "#shared/invoices";

/**
 * Invoices and credit notes are drawn as the labels are (decision 063): in worker threads, inside the
 * bounded file work queue (a 503 BUSY with Retry-After when it is full).
 */
const pool = new ThreadPool<IssuedDocument>(
  "features/invoices/document-pdfs.worker",
  IMAGE_WORK_LIMITS.concurrency,
);

export const documentPdf = (document: IssuedDocument) => runFileWork(() => pool.run(document));
