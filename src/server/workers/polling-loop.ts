/**
 * A background job run every `pollMs` after the previous run ended (never two at once), for the job
 * queue and the scheduler of periodic sweeps (decision 094). A run that fails is reported and the loop
 * goes on; `stop` waits for the run under way, so a shutdown never cuts a send in half.
 */
export interface PollingLoop {
  start(): void;
  stop(): Promise<void>;
}

export function createPollingLoop(options: {
  pollMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): PollingLoop {
  const { pollMs, run, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().catch(onError).finally(schedule);
    }, pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
