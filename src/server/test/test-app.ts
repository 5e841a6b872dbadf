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
    env?: Record<string, string>;
    clientDir?: string;
    /** Turns on the sign-in & co. rate limits, as in production. */
    authRateLimit?: boolean;
    /** Extra routes for tests of the HTTP pipeline itself (error path, limits). */
    extraRoutes?: (app: FastifyInstance) => void;
    /** Sees every route the app adds, with its schemas. */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-test-secret-test-secret!",
    ...options.env,
  });
  const database = await createTestDatabase(options.kind);
  const app = await buildApp({
    config,
    database,
    authSecret: config.AUTH_SECRET as string,
    authRateLimit: options.authRateLimit ?? false,
    clientDir: options.clientDir,
    onRoute: options.onRoute,
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
