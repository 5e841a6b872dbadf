// The worker thread that draws labels, manifests and customs declarations (departure-pdfs.ts). Imports only the drawing code:
// no database, no HTTP, no other feature.
import { serveJobs } from "#server/workers/serve-jobs";
import { drawCustomsDeclaration } from "./customs-declaration-pdf";
import type { DeparturePdfJob } from "./departure-pdfs";
import { drawLabels } from "./label-pdf";
import { drawManifest } from "./manifest-pdf";

serveJobs<DeparturePdfJob>((job) => {
  if (job.kind === "labels") return drawLabels(job.parcels, job.format, job.publicUrl, job.title);
  if (job.kind === "customs") return drawCustomsDeclaration(job.declaration);
  return drawManifest(job.manifest);
});
