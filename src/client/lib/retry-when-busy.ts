import { ApiError } from "./api-error";

/** How long to wait before asking again; the server's `Retry-After` for a busy upload is 5 s (decision 039). */
export const BUSY_RETRY_DELAY_MS = 5000;
export const BUSY_RETRIES = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `send` again, after a pause, while the server answers 503 BUSY (its image work is full and it
 * stored nothing): a photo sent during a rush still arrives instead of being listed as refused. Any other
 * error, or still busy after `retries` more tries, is thrown as is.
 */
export async function retryWhenBusy<T>(
  send: () => Promise<T>,
  { retries = BUSY_RETRIES, wait = () => sleep(BUSY_RETRY_DELAY_MS), onWait = () => {} } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const busy = error instanceof ApiError && error.status === 503 && error.code === "BUSY";
      if (!busy || attempt >= retries) throw error;
      onWait();
      await wait();
    }
  }
}
