import { AppError } from "#server/http/app-error";
import { ThreadPool } from "#server/workers/thread-pool";
import { PDF_NOT_SERVABLE_MESSAGE } from "#shared/parcels/request-api";
import { IMAGE_WORK_LIMITS, runFileWork } from "./image-processing";

const pool = new ThreadPool<Uint8Array>(
  "features/files/pdf-sanitising.worker",
  IMAGE_WORK_LIMITS.concurrency,
);

/**
 * A payment-proof PDF rebuilt without active content (`rebuildPdf` in pdf-rebuild.ts, decision 060), or
 * its French 400. Runs in a worker thread — a PDF of a hundred pages takes a few hundred ms of CPU —
 * inside the bounded file work queue: a 503 BUSY when it is full (decision 063).
 */
export async function sanitisePdf(input: Uint8Array): Promise<Buffer> {
  const output = await runFileWork(() => pool.run(input));
  return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
}

/**
 * A stored PDF as it may be served: rebuilt the same way on the way out, so that a proof stored before
 * PDFs were rebuilt at upload never reaches a reader with its scripts. One that cannot be rebuilt is not
 * served at all.
 */
export async function servablePdf(content: Uint8Array): Promise<Buffer> {
  try {
    return await sanitisePdf(content);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) {
      throw new AppError("PDF_NOT_SERVABLE", 422, PDF_NOT_SERVABLE_MESSAGE);
    }
    throw error;
  }
}
