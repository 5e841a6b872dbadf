import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type CompiledServer, compileServer } from "#server/test/compiled-server";
import { type ProcessDatabases, processDatabases } from "#server/test/process-database";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServer,
  waitForReady,
  waitUntil,
} from "#server/test/server-process";

let compiled: CompiledServer;
let databases: ProcessDatabases;
beforeAll(async () => {
  compiled = await compileServer();
  databases = await processDatabases();
}, 240_000);
afterAll(async () => {
  await databases?.close();
  compiled?.remove();
});
afterEach(() => databases.dropAll());

async function startInstance(env: Record<string, string> = {}) {
  const database = await databases.fresh();
  const server = startServer(compiled.entry("main"), await freePort(), {
    ...database.env,
    DEMO_DATA: "false",
    ...env,
  });
  await waitForReady(server);
  return { server, database };
}

/** Whether a new TCP connection to the port is refused (the listening socket is closed). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Until a state of the stopping server, polled often: the states below last a second or two. */
const until = (condition: () => Promise<boolean>, what: string) =>
  waitUntil(condition, `never happened: ${what}`, { intervalMs: 25 });

/**
 * A sign-up whose body a slow phone is still sending: the headers are sent with `Expect: 100-continue`,
 * so the server's `100 Continue` proves it has taken the request in, then half the body. `finish` sends
 * the rest and resolves with the whole raw answer once the server closes the connection.
 */
async function slowSignUp(server: ServerProcess, email: string) {
  const body = JSON.stringify({ email, password: "Colibri-Test-2026", confirmPassword: "Colibri-Test-2026" });
  const socket: Socket = connect(server.port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(
    [
      "POST /api/auth/sign-up/email HTTP/1.1",
      `Host: 127.0.0.1:${server.port}`,
      `Origin: http://localhost:${server.port}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  await until(async () => answer.startsWith("HTTP/1.1 100 Continue"), "100 Continue");
  socket.write(body.slice(0, 20));
  return {
    closed,
    async finish() {
      socket.write(body.slice(20));
      await closed;
      return answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
    },
  };
}

// Each test starts a server process: a minute or more on a loaded machine with PGlite.
describe("stopping on SIGTERM", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it("answers the request in flight, refuses new connections, then closes the database and exits 0", async () => {
    const { server, database } = await startInstance();
    const upload = await slowSignUp(server, "lente@example.com");
    server.kill("SIGTERM");
    await until(() => refused(server.port), "new connections refused");

    const answer = await upload.finish();
    // Answered in full; the server then closed the connection (finish() waits for that).
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\n\r\n\{"ok":true\}$/);
    expect(await server.exited).toBe(0);
    // The account that last request wrote is in the database, closed after it.
    expect(await database.emails()).toEqual(["lente@example.com"]);
  });

  it("with SHUTDOWN_DELAY_SECONDS, /api/ready answers 503 at once while requests are still served", async () => {
    const { server } = await startInstance({ SHUTDOWN_DELAY_SECONDS: "2" });
    server.kill("SIGTERM");
    await until(async () => (await fetch(`${server.url}/api/ready`)).status === 503, "readiness 503");
    const ready = await fetch(`${server.url}/api/ready`);
    expect(await ready.json()).toEqual({ code: "NOT_READY", message: "Le serveur s'arrête." });
    expect((await fetch(`${server.url}/api/config`)).status).toBe(200);
    await until(() => refused(server.port), "new connections refused after the delay");
    expect(await server.exited).toBe(0);
  });

  it("cuts a request still running at SHUTDOWN_TIMEOUT_SECONDS and exits all the same", async () => {
    const { server } = await startInstance({ SHUTDOWN_TIMEOUT_SECONDS: "1" });
    const upload = await slowSignUp(server, "jamais@example.com");
    server.kill("SIGTERM");
    await upload.closed; // the body never ends: the server closes the connection at the timeout
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/requests still running at the shutdown timeout/);
  });
});
