import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxWorker, createSmtpTransport, enqueueEmail } from "#server/features/mail";
import { startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { createScheduler } from "./scheduler";

const message = (to: string, dedupeKey?: string) => ({
  kind: "test",
  to,
  subject: "Votre colis",
  text: "Suivez-le ici : http://localhost:3000/suivi/ABC",
  html: "<p>Suivez-le</p>",
  dedupeKey,
});

describe("the scheduler of periodic sweeps", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("runs its sweeps at its start and then at their own period, the queue sending what they queue, and survives one that fails", async () => {
    const smtp = await startSmtpSink();
    const runs = { queuing: 0, failing: 0 };
    const outbox = createOutboxWorker({
      db: t.database.db,
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger: t.app.log,
      pollMs: 10,
    });
    const scheduler = createScheduler({
      logger: t.app.log,
      tickMs: 10,
      sweeps: [
        {
          name: "failing",
          everyMs: 0,
          run: async () => {
            runs.failing++;
            throw new Error("sweep down");
          },
        },
        {
          name: "queuing",
          everyMs: 60_000,
          run: async () => {
            runs.queuing++;
            await enqueueEmail(t.database.db, message("sweep@example.com", "sweep-once"));
          },
        },
      ],
    });
    try {
      scheduler.start();
      outbox.start();
      for (let i = 0; i < 200 && (smtp.received.length === 0 || runs.failing < 5); i++)
        await new Promise((r) => setTimeout(r, 10));
      await scheduler.stop();
      await outbox.stop();
      expect(smtp.received.map((mail) => mail.to)).toEqual([["sweep@example.com"]]);
      // Ten-millisecond turns, a one-minute period: it ran once; the failing one kept its turns.
      expect(runs.queuing).toBe(1);
      expect(runs.failing).toBeGreaterThanOrEqual(5);
    } finally {
      await smtp.close();
    }
  });

  it("keeps its sweeps' turns with no job queue running at all", async () => {
    let runs = 0;
    const scheduler = createScheduler({
      logger: t.app.log,
      tickMs: 5,
      sweeps: [{ name: "alone", everyMs: 0, run: async () => void runs++ }],
    });
    // No queue started at all: the sweep still has its turns.
    scheduler.start();
    for (let i = 0; i < 200 && runs < 3; i++) await new Promise((r) => setTimeout(r, 5));
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
  });
});
