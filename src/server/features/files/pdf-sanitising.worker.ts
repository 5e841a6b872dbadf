// The worker thread that rebuilds payment-proof PDFs (pdf-sanitising.ts). Imports only pdf-lib's side
// of the files feature: no sharp, no database.
import { serveJobs } from "#server/workers/serve-jobs";
import { rebuildPdf } from "./pdf-rebuild";

serveJobs<Uint8Array>((input) => rebuildPdf(input));
