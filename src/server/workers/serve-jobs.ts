import { parentPort } from "node:worker_threads";
import { AppError } from "#server/http/app-error";

export type JobRequest = { id: number; input: unknown };
/** A job's answer: its bytes, or the refusal (an AppError's parts) or failure it ended with. */
export type JobAnswer =
  | { id: number; output: Uint8Array }
  | {
      id: number;
      refusal: { code: string; statusCode: number; message: string; fieldErrors?: Record<string, string> };
    }
  | { id: number; failure: string };

/**
 * The worker's side of a ThreadPool (thread-pool.ts): answers each job with `handler`'s bytes, handed over
 * without a copy. A refusal (AppError) travels as its parts, so the request answers it as if the work had
 * run in the request; anything else is a failure.
 */
export function serveJobs<Input>(handler: (input: Input) => Promise<Uint8Array>): void {
  const port = parentPort;
  if (!port) throw new Error("serveJobs runs in a worker thread");
  port.on("message", async ({ id, input }: JobRequest) => {
    try {
      const output = await handler(input as Input);
      port.postMessage({ id, output } satisfies JobAnswer, [output.buffer as ArrayBuffer]);
    } catch (error) {
      const answer: JobAnswer =
        error instanceof AppError
          ? {
              id,
              refusal: {
                code: error.code,
                statusCode: error.statusCode,
                message: error.message,
                fieldErrors: error.fieldErrors,
              },
            }
          : { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      port.postMessage(answer);
    }
  });
}
