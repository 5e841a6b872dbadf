import { AppError } from "#server/http/app-error";
import { UPLOAD_BUSY_MESSAGE } from "#shared/parcels/request-api";

/** Seconds a refused client is told to wait (`Retry-After`): about the time two photos take to re-encode. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The 503 of a full queue (decision 039): the product's error shape with code `BUSY`; the error handler
 * adds `Retry-After` from `retryAfterSeconds`. Nothing has been stored when it is thrown.
 */
export class BusyError extends AppError {
  override readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor() {
    super("BUSY", 503, UPLOAD_BUSY_MESSAGE);
  }
}

/**
 * A small in-process queue (decision 039): at most `concurrency` jobs run at once, at most `maxWaiting`
 * wait their turn in order, and any job beyond that is refused at once with `BusyError`, before it
 * holds anything. A job that fails frees its place like one that succeeds.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limits: { concurrency: number; maxWaiting: number }) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** True when a new job would be refused. */
  get full(): boolean {
    return this.#running >= this.limits.concurrency && this.#waiting.length >= this.limits.maxWaiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.full) throw new BusyError();
    if (this.#running >= this.limits.concurrency) {
      // The place is handed over by the job that ends (see below): #running stays counted.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/**
 * Bounded admission without waiting: at most `max` holders at once, the next one refused with
 * `BusyError`. The upload routes take a place before reading a body (decision 039).
 */
export class Admission {
  #holders = 0;

  constructor(readonly max: number) {}

  get holders(): number {
    return this.#holders;
  }

  /** Takes a place or throws `BusyError`; call the returned function once, when done. */
  enter(): () => void {
    if (this.#holders >= this.max) throw new BusyError();
    this.#holders += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#holders -= 1;
    };
  }
}
