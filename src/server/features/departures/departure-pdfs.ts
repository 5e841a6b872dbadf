import { IMAGE_WORK_LIMITS, runFileWork } from "#server/features/files";
import { ThreadPool } from "#server/workers/thread-pool";
import type { LabelFormat } from "#shared/departures/departure-files";
import type { CustomsDeclaration } from "./customs-declaration";
import type { LabelParcel } from "./departure-files.service";
import type { Manifest } from "./manifest";

export type DeparturePdfJob =
  | { kind: "labels"; parcels: LabelParcel[]; format: LabelFormat; publicUrl: string; title: string }
  | { kind: "manifest"; manifest: Manifest }
  | { kind: "customs"; declaration: CustomsDeclaration };

/**
 * Labels, manifests and customs declarations are drawn off the event loop, in worker threads (a sheet of 30 labels takes
 * about a second of CPU, mostly the QR images), and inside the bounded file work queue: at most as many
 * at once as the machine has cores for it, a 503 BUSY beyond (docs/decisions/063-pdf-work-in-the-queue-and-fonts-in-the-build.md).
 */
const pool = new ThreadPool<DeparturePdfJob>(
  "features/departures/departure-pdfs.worker",
  IMAGE_WORK_LIMITS.concurrency,
);

export const labelsPdf = (parcels: LabelParcel[], format: LabelFormat, publicUrl: string, title: string) =>
  runFileWork(() => pool.run({ kind: "labels", parcels, format, publicUrl, title }));

export const manifestPdf = (manifest: Manifest) =>
  runFileWork(() => pool.run({ kind: "manifest", manifest }));

export const customsDeclarationPdf = (declaration: CustomsDeclaration) =>
  runFileWork(() => pool.run({ kind: "customs", declaration }));
