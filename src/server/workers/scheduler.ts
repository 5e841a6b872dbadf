import type { FastifyBaseLogger } from "fastify";
import { createPollingLoop } from "./polling-loop";

/**
 * A periodic job (decision 094): the drop-off reminders, the online payments' reconciliation. Run at
 * the scheduler's start, then every `everyMs`. Every instance whose setting keeps it on runs it: it
 * must be idempotent (a dedupe key, a conditional update) and cheap (an indexed query). What it queues
 * goes through the job queue like anything else.
 */
export interface PeriodicSweep {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface Scheduler {
  /** Runs the sweeps whose time has come. Used by the loop and by tests. */
  runDue(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs the periodic sweeps apart from the job queue, so that turning the queue off on an instance
 * (`OUTBOX_WORKER=false`) turns no sweep off, and each sweep has its own setting. One that fails is
 * logged and tried again at its next turn; the others keep theirs.
 */
export function createScheduler(options: {
  sweeps: PeriodicSweep[];
  logger: FastifyBaseLogger;
  tickMs?: number;
}): Scheduler {
  const { sweeps, logger, tickMs = 1000 } = options;
  const lastRun = new Map<string, number>();

  async function runDue() {
    for (const sweep of sweeps) {
      const last = lastRun.get(sweep.name);
      if (last !== undefined && Date.now() - last < sweep.everyMs) continue;
      lastRun.set(sweep.name, Date.now());
      try {
        await sweep.run();
      } catch (error) {
        logger.error({ err: error, sweep: sweep.name }, "periodic sweep failed");
      }
    }
  }

  const loop = createPollingLoop({
    pollMs: tickMs,
    run: runDue,
    onError: (error) => logger.error({ err: error }, "scheduler failed"),
  });

  return {
    runDue,
    start() {
      if (sweeps.length > 0) loop.start();
    },
    stop: loop.stop,
  };
}
