import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompiledServer, compileServer } from "./test/compiled-server";
import { type ProcessDatabases, processDatabases } from "./test/process-database";
import {
  exitOf,
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  startServer,
  stopServer,
  waitForReady,
  waitUntil,
} from "./test/server-process";
import { startSmtpSink } from "./test/smtp-sink";

let compiled: CompiledServer;
let databases: ProcessDatabases;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  [compiled, sink] = await Promise.all([compileServer(), startSmtpSink()]);
  databases = await processDatabases();
}, 240_000);
afterAll(async () => {
  await databases?.close();
  await sink?.close();
  compiled?.remove();
});

describe("OUTBOX_WORKER", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it("false: the instance queues e-mails but leaves their sending to an instance with the worker on", async () => {
    const database = await databases.fresh();
    const env = { ...database.env, DEMO_DATA: "false", SMTP_URL: sink.url, LOG_LEVEL: "info" };
    const quiet = startServer(compiled.entry("main"), await freePort(), { ...env, OUTBOX_WORKER: "false" });
    await waitForReady(quiet);
    const password = "Colibri-Test-2026";
    const signUp = await fetch(`${quiet.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: `http://localhost:${quiet.port}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "file@example.com", password, confirmPassword: password }),
    });
    expect(signUp.status).toBe(200);
    // Three times the worker's 1-second poll: a running worker would have sent it by now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(sink.received).toEqual([]);
    expect(quiet.output()).toMatch(/outbox worker off \(OUTBOX_WORKER=false\)/);
    expect(await stopServer(quiet)).toBe(0);

    // The next instance on the same database, worker on by default, sends it.
    const sender = startServer(compiled.entry("main"), await freePort(), env);
    try {
      await waitForReady(sender);
      await waitUntil(() => sink.received.length > 0, "the worker never sent the queued e-mail", {
        intervalMs: 100,
        failFast: exitOf(sender),
      });
      expect(sink.received.map((mail) => mail.to)).toEqual([["file@example.com"]]);
    } finally {
      await stopServer(sender);
    }
  });
});
