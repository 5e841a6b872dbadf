import type { FastifyInstance, RouteOptions } from "fastify";
import { buildApp } from "../app";
import { type Config, parseConfig } from "../config/config";
import type { DatabaseHandle, DatabaseKind } from "../db/database";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a fresh real database, for `app.inject()`. */
export async function createTestApp(
  options: {
    kind?: DatabaseKind;
    /** Another app's database: a second instance on the same data (it is then not closed by this app). */
    database?: DatabaseHandle;
    env?: Record<string, string>;
    clientDir?: string;
    /** Turns on the sign-in & co. rate limits, as in production. */
    authRateLimit?: boolean;
    /** The general per-IP API limit, lowered for tests of it. */
    apiRateLimit?: { max: number; timeWindow: number };
    /** The rate limits' clock, moved by tests to cross a window. */
    rateLimitClock?: () => number;
    /** The session cache's clock (SESSION_CACHE_SECONDS, off in tests unless `env` sets it). */
    sessionCacheClock?: () => number;
    /** Extra routes for tests of the HTTP pipeline itself (error path, limits). */
    extraRoutes?: (app: FastifyInstance) => void;
    /** Sees every route the app adds, with its schemas. */
    onRoute?: (route: RouteOptions) => void;
    /** Receives the log lines (JSON), at LOG_LEVEL (`env`); without it the test app logs nothing. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-test-secret-test-secret!",
    // Like the per-IP limits, the per-account ones are off unless a test sets them
    // (features/parcels/account-limits.test.ts): tests make many parcels with one account.
    PARCEL_REQUESTS_PER_ACCOUNT_HOUR: "100000",
    CHECKOUTS_PER_ACCOUNT_HOUR: "100000",
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase(options.kind));
  const app = await buildApp({
    config,
    database,
    authSecret: config.AUTH_SECRET as string,
    authRateLimit: options.authRateLimit ?? false,
    apiRateLimit: options.apiRateLimit,
    rateLimitClock: options.rateLimitClock,
    sessionCacheClock: options.sessionCacheClock,
    clientDir: options.clientDir,
    onRoute: options.onRoute,
    logStream: options.logStream,
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
