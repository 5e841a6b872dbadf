import { Worker } from "node:worker_threads";
import { AppError } from "#server/http/app-error";
import { RUNS_FROM_BUILD, serverFile } from "#server/project-root";
import type { JobAnswer } from "./serve-jobs";

/** A worker left without a job this long is stopped: its memory (tens of MB) comes back. */
const IDLE_MS = 60_000;

type Slot = {
  worker: Worker;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
  pending?: { id: number; resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };
};

/**
 * Runs CPU-bound jobs (drawing or rebuilding PDFs) in worker threads, so that the event loop keeps
 * answering other requests meanwhile (docs/decisions/063-pdf-work-in-the-queue-and-fonts-in-the-build.md).
 * One pool per worker module (`modulePath`: under src/server, without extension; the module calls
 * `serveJobs`). At most `size` workers, started when needed, one job each at a time, stopped after a
 * minute idle, never keeping the process alive while idle. How many jobs run at once is the file work queue's
 * business (its callers run `pool.run` inside `runFileWork`); beyond `size`, jobs wait here in order.
 */
export class ThreadPool<Input> {
  readonly #slots: Slot[] = [];
  readonly #waiting: (() => void)[] = [];
  #nextId = 0;

  constructor(
    readonly modulePath: string,
    readonly size: number,
  ) {}

  async run(input: Input): Promise<Uint8Array> {
    const slot = await this.#take();
    try {
      return await new Promise<Uint8Array>((resolve, reject) => {
        const id = ++this.#nextId;
        slot.pending = { id, resolve, reject };
        // Held while it works (a script awaiting the job must not exit), let go once idle.
        slot.worker.ref();
        slot.worker.postMessage({ id, input });
      });
    } finally {
      this.#give(slot);
    }
  }

  async #take(): Promise<Slot> {
    for (;;) {
      const idle = this.#slots.find((slot) => !slot.busy);
      if (idle) {
        clearTimeout(idle.idleTimer);
        idle.busy = true;
        return idle;
      }
      if (this.#slots.length < this.size) {
        const slot = this.#start();
        slot.busy = true;
        return slot;
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
  }

  #give(slot: Slot): void {
    slot.worker.unref();
    slot.busy = false;
    slot.pending = undefined;
    if (this.#slots.includes(slot)) {
      slot.idleTimer = setTimeout(() => this.#stop(slot), IDLE_MS);
      slot.idleTimer.unref();
    }
    this.#waiting.shift()?.();
  }

  #start(): Slot {
    const worker = RUNS_FROM_BUILD
      ? new Worker(serverFile(`${this.modulePath}.js`))
      : new Worker(serverFile("workers/ts-bootstrap.mjs"), {
          workerData: { module: serverFile(`${this.modulePath}.ts`) },
        });
    worker.unref();
    const slot: Slot = { worker, busy: false };
    worker.on("message", (answer: JobAnswer) => {
      const pending = slot.pending;
      if (!pending || pending.id !== answer.id) return;
      if ("output" in answer) pending.resolve(answer.output);
      else if ("refusal" in answer) {
        const { code, statusCode, message, fieldErrors } = answer.refusal;
        pending.reject(new AppError(code, statusCode, message, fieldErrors));
      } else pending.reject(new Error(`worker job failed: ${answer.failure}`));
    });
    const lost = (reason: string) => {
      this.#forget(slot);
      slot.pending?.reject(new Error(`worker ${this.modulePath} ${reason}`));
    };
    worker.on("error", (error) => lost(`crashed: ${error.stack ?? error.message}`));
    worker.on("exit", (code) => lost(`stopped (exit ${code})`));
    this.#slots.push(slot);
    return slot;
  }

  #stop(slot: Slot): void {
    if (slot.busy) return;
    this.#forget(slot);
    void slot.worker.terminate();
  }

  #forget(slot: Slot): void {
    const index = this.#slots.indexOf(slot);
    if (index >= 0) this.#slots.splice(index, 1);
    clearTimeout(slot.idleTimer);
    // A waiting job may now start a worker in its place.
    if (index >= 0) this.#waiting.shift()?.();
  }

  /** Stops every worker (tests; the process itself never waits for them). */
  async close(): Promise<void> {
    const slots = this.#slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
