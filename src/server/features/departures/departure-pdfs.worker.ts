// The worker thread that draws labels and manifests (departure-pdfs.ts). Imports only the drawing code:
// no database, no HTTP, no other feature.
import { serveJobs } from "#server/workers/serve-jobs";
import type { DeparturePdfJob } from "./departure-pdfs";
import { drawLabels } from "./label-pdf";
import { drawManifest } from "./manifest-pdf";

serveJobs<DeparturePdfJob>((job) =>
  job.kind === "labels"
    ? drawLabels(job.parcels, job.format, job.publicUrl, job.title)
    : drawManifest(job.manifest),
);
