// npm run bench:api — what a signed-in request costs next to the public ones (decision 047). Starts the
// real app in this process, listening on a local port, with a client who has a few parcels, and loads
// /api/health, /api/config, /api/accounts/me and /api/parcels in turn with autocannon (its own process,
// 20 connections, BENCH_SECONDS each): req/s, p50, p99 and the ratio of each to /api/health in the same
// run (machines are noisy: compare within a run). Targets: the parcel list ≥ 30 % of /api/health's
// throughput and p99 ≤ 30 ms. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL or
// DATABASE_URL names a server (a throwaway database is created there and dropped afterwards);
// `--postgres-only` skips PGlite.
// The general per-IP API limit stays on (its counter is written per request, as in production) but
// with a ceiling no run reaches, so nothing is throttled.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { parseConfig } from "#server/config/config";
import type { DatabaseHandle, DatabaseKind } from "#server/db/database";
import { users } from "#server/db/schema";
import { insertManyParcels } from "#server/test/parcel-test-data";
import { createTestDatabase } from "#server/test/test-database";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PARCELS = 5;
const ORIGIN = "http://localhost:3000";
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
const run = promisify(execFile);

async function clientCookie(app: FastifyInstance, database: DatabaseHandle): Promise<string> {
  const email = "bench-client@colibri.example";
  const password = "Hibiscus-Lome-Bench-47";
  const headers = { origin: ORIGIN };
  const signUp = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers,
    payload: { email, password, confirmPassword: password },
  });
  if (signUp.statusCode !== 200) throw new Error(`inscription impossible : ${signUp.body}`);
  await database.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
  const [client] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!client) throw new Error("client introuvable");
  await insertManyParcels(database.db, client.id, PARCELS);
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`connexion impossible : ${signIn.body}`);
  return (signIn.cookies as { name: string; value: string }[])
    .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
    .join("; ");
}

interface Result {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, cookie: string | null, seconds: number): Promise<Result> {
  const args = [AUTOCANNON, "-c", String(CONNECTIONS), "-d", String(seconds), "-j"];
  if (cookie) args.push("-H", `cookie=${cookie}`);
  const child = run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin?.end(); // autocannon reads a piped stdin to its end before starting
  const { stdout } = await child;
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    name: new URL(url).pathname,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function bench(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  // The session cache as in production (tests turn it off).
  const config = parseConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "bench-secret-bench-secret-bench!!",
    SESSION_CACHE_SECONDS: "5",
  });
  const app = await buildApp({
    config,
    database,
    authSecret: config.AUTH_SECRET as string,
    authRateLimit: false,
    apiRateLimit: { max: 1_000_000_000, timeWindow: 60_000 },
  });
  try {
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const cookie = await clientCookie(app, database);
    const list = await app.inject({ url: "/api/parcels", headers: { cookie } });
    if (list.statusCode !== 200) throw new Error(`/api/parcels → ${list.statusCode} ${list.body}`);
    console.log(`\n${database.description}: ${CONNECTIONS} connexions, ${SECONDS} s par adresse`);
    const targets: [string, string | null][] = [
      ["/api/health", null],
      ["/api/config", null],
      ["/api/accounts/me", cookie],
      ["/api/parcels", cookie],
    ];
    const results: Result[] = [];
    for (const [path, withCookie] of targets) {
      await load(`${address}${path}`, withCookie, 1); // warm-up
      results.push(await load(`${address}${path}`, withCookie, SECONDS));
    }
    const health = results[0]?.requests ?? 1;
    console.log(
      `${"adresse".padEnd(20)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"÷ health".padStart(10)}${"erreurs".padStart(9)}`,
    );
    for (const row of results)
      console.log(
        `${row.name.padEnd(20)}${row.requests.toFixed(0).padStart(8)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}${`${((100 * row.requests) / health).toFixed(0)} %`.padStart(10)}${String(row.errors).padStart(9)}`,
      );
    const parcels = results[3];
    if (parcels)
      console.log(
        `liste des colis : ${((100 * parcels.requests) / health).toFixed(0)} % de /api/health (objectif ≥ 30 %), p99 ${parcels.p99} ms (objectif ≤ 30 ms)`,
      );
  } finally {
    await app.close();
    await database.close();
  }
}

const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!process.argv.includes("--postgres-only")) await bench("pglite");
if (serverUrl) {
  // createTestDatabase makes its throwaway database on the server of TEST_DATABASE_URL.
  process.env.TEST_DATABASE_URL = serverUrl;
  await bench("postgres");
} else {
  console.log("\nPostgreSQL : ignoré (définissez DATABASE_URL ou TEST_DATABASE_URL pour le mesurer aussi).");
}
