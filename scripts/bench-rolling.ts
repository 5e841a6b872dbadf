// npm run bench:rolling — a rolling restart under load loses nothing (decision 044). Compiles the server
// from the sources as `npm run build` does (with the built front end of dist/ when there is one, so each
// start prerenders the public pages as in production), starts 3 production instances on a throwaway
// PostgreSQL database behind the round-robin proxy of the tests (health checks of /api/ready every
// 250 ms; a request is sent again elsewhere only when its connection was refused), and runs BENCH_CLIENTS
// signed-in clients that create parcels and read their list and each new parcel, while the 3 instances
// are restarted one at a time (SIGTERM, exit, start, ready). Prints the requests sent, the failed ones,
// the parcels created and found in the database, and the time of each restart. Needs DATABASE_URL or
// TEST_DATABASE_URL naming a PostgreSQL server. BENCH_SHUTDOWN_DELAY (seconds, default 1) is the
// instances' SHUTDOWN_DELAY_SECONDS; 0 measures what happens without it.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { newId } from "#server/db/ids";
import { PROJECT_ROOT } from "#server/project-root";
import { compileServer } from "#server/test/compiled-server";
import { createEmptyPostgresDatabase } from "#server/test/empty-postgres-database";
import { startRoundRobinProxy } from "#server/test/round-robin-proxy";
import {
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
  waitForReady,
} from "#server/test/server-process";
import { startSmtpSink } from "#server/test/smtp-sink";
import { addDays, todayInParis } from "#shared/calendar";

const INSTANCES = 3;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 6);
const SHUTDOWN_DELAY = process.env.BENCH_SHUTDOWN_DELAY ?? "1";
const PASSWORD = `Parcelle-${randomUUID()}`;
/** Load before the first restart, between restarts and after the last. */
const CALM_MS = 5_000;

const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    "Définissez DATABASE_URL ou TEST_DATABASE_URL (un serveur PostgreSQL) : la base jetable y est créée.",
  );
  process.exit(2);
}

let ip = 0;
/** A client address per request, so that the per-IP limit (300 a minute) does not turn this into a rate-limit bench. */
const nextIp = () => {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const compiled = await compileServer({ frontEnd: true });
const [database, sink] = await Promise.all([createEmptyPostgresDatabase(serverUrl), startSmtpSink()]);
const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
const proxy = await startRoundRobinProxy({
  upstreams: ports.map((port) => `http://127.0.0.1:${port}`),
  healthIntervalMs: 250,
  forwardedFor: "append",
});
const env = {
  NODE_ENV: "production",
  DATABASE_URL: database.url,
  PUBLIC_URL: proxy.url,
  TRUST_PROXY: "true",
  SMTP_URL: sink.url,
  SHUTDOWN_DELAY_SECONDS: SHUTDOWN_DELAY,
};
const start = (index: number) => startServer(compiled.entry("main"), ports[index] as number, env);
const servers: ServerProcess[] = ports.map((_, index) => start(index));
// However this script ends, its servers must not outlive it.
process.once("exit", () => {
  for (const server of servers) if (server.exitCode === null) server.kill("SIGKILL");
});
let passed = false;
try {
  await Promise.all(servers.map((server) => waitForReady(server, 180_000)));

  async function call(
    path: string,
    init: { method?: string; cookie?: string; json?: unknown; headers?: object } = {},
  ) {
    return fetch(`${proxy.url}${path}`, {
      method: init.method ?? "GET",
      headers: {
        origin: proxy.url,
        "x-forwarded-for": nextIp(),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  }

  /** A confirmed client, signed in: its session cookie. */
  async function signedInClient(n: number): Promise<string> {
    const email = `bench-${n}-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    if (signUp.status !== 200) throw new Error(`inscription impossible : ${await signUp.text()}`);
    await database.sql`update "user" set email_verified = true where email = ${email}`;
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: PASSWORD },
    });
    if (signIn.status !== 200) throw new Error(`connexion impossible : ${await signIn.text()}`);
    return signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  const date = addDays(todayInParis(), 7);
  await database.sql`insert into departure (id, date, from_country, to_country, description)
  values (${newId()}, ${date}, 'FR', 'TG', 'Départ bench')`;
  const cookies = await Promise.all(Array.from({ length: CLIENTS }, (_, n) => signedInClient(n)));

  const tally = { sent: 0, failed: 0, creations: 0, reads: 0 };
  const created: string[] = [];
  const failures: string[] = [];
  let running = true;

  /** One request of the load: counted, and failed unless answered with the status expected. */
  async function measured(expected: number, path: string, init: Parameters<typeof call>[1]) {
    tally.sent += 1;
    try {
      const response = await call(path, init);
      const body = await response.text();
      if (response.status === expected) return body;
      failures.push(`${init?.method ?? "GET"} ${path} → ${response.status} ${body.slice(0, 200)}`);
    } catch (error) {
      failures.push(`${init?.method ?? "GET"} ${path} → ${(error as Error).message}`);
    }
    tally.failed += 1;
    return undefined;
  }

  async function client(cookie: string) {
    while (running) {
      tally.creations += 1;
      const body = await measured(201, "/api/parcels", {
        method: "POST",
        cookie,
        json: {
          description: "Colis du bench",
          fromCountry: "FR",
          toCountry: "TG",
          weightKg: 1.5,
          preferredDate: date,
          recipient: { name: "Afi Mensah", phone: "90 12 34 56", city: "Lomé" },
          clientPhone: "06 12 34 56 78",
        },
        headers: { "idempotency-key": randomUUID() },
      });
      const id = body ? (JSON.parse(body) as { id: string }).id : undefined;
      if (id) created.push(id);
      tally.reads += 1;
      await measured(200, "/api/parcels", { cookie });
      if (!id) continue;
      tally.reads += 1;
      await measured(200, `/api/parcels/${id}`, { cookie });
    }
  }

  const began = Date.now();
  const load = Promise.all(cookies.map(client));
  const restarts: { stop: number; start: number; code: number | null }[] = [];
  await new Promise((resolve) => setTimeout(resolve, CALM_MS));
  for (let index = 0; index < INSTANCES; index++) {
    const stopping = Date.now();
    const code = await stopServer(servers[index] as ServerProcess);
    const stopped = Date.now();
    servers[index] = start(index);
    await waitForReady(servers[index] as ServerProcess, 180_000);
    restarts.push({ stop: stopped - stopping, start: Date.now() - stopped, code });
    await new Promise((resolve) => setTimeout(resolve, CALM_MS));
  }
  running = false;
  await load;
  const duration = Date.now() - began;

  const found = await database.sql<{ id: string }[]>`select id from parcel where id = any(${created})`;
  const [all] = await database.sql<{ count: number }[]>`select count(*)::int as count from parcel`;
  const frontEnd = existsSync(join(PROJECT_ROOT, "dist/client/index.html"));

  console.log(
    `\nRedémarrage tournant de ${INSTANCES} instances sous charge : ${CLIENTS} clients, ${seconds(duration)}, ` +
      `SHUTDOWN_DELAY_SECONDS=${SHUTDOWN_DELAY}, front end ${frontEnd ? "construit (pages prérendues à chaque démarrage)" : "absent"}`,
  );
  console.log(
    `requêtes envoyées : ${tally.sent} (${tally.creations} créations, ${tally.reads} lectures), ` +
      `échouées : ${tally.failed}, renvoyées par le proxy après une connexion refusée : ${proxy.retries}`,
  );
  console.log(
    `colis créés : ${created.length}, retrouvés en base : ${found.length} (${created.length - found.length} perdus), ` +
      `colis en base : ${all?.count}`,
  );
  for (const [index, restart] of restarts.entries()) {
    console.log(
      `redémarrage ${index + 1} : arrêt ${seconds(restart.stop)} (SIGTERM → sortie ${restart.code}), ` +
        `démarrage ${seconds(restart.start)} (→ prête), total ${seconds(restart.stop + restart.start)}`,
    );
  }
  for (const failure of failures.slice(0, 10)) console.log(`  échec : ${failure}`);
  passed = tally.failed === 0 && found.length === created.length;
} finally {
  await Promise.all(servers.map(stopServer));
  await proxy.close();
  await sink.close();
  await database.drop();
  compiled.remove();
}
process.exit(passed ? 0 : 1);
