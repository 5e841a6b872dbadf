import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";

describe.each(testDatabaseKinds)("health and readiness on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it("GET /api/health answers while the process is up", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready checks that the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", database: kind });
  });

  it("GET /api/ready answers 503 once the process is stopping, while /api/health still answers", async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: "NOT_READY", message: "Le serveur s'arrête." });
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it("sets security headers with helmet", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers an unknown API path with a French JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Ressource introuvable." });
  });
});

/** The name of the database an app works on (a throwaway one per test file on PostgreSQL). */
async function databaseName(t: TestApp): Promise<string> {
  const result = await t.database.db.execute(sql`select current_database() as name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];
  return rows[0]?.name as string;
}

/** Terminates the database's backends (`drop`: and drops it) from another connection, as an outage would. */
async function onServer(statement: (name: string) => string, name: string) {
  const admin = postgres(process.env.TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement(name));
  } finally {
    await admin.end();
  }
}

describe.each(testDatabaseKinds)("readiness when the database is gone, on %s", (kind) => {
  it("answers 503 with a French message, while /api/health and /metrics still answer", async () => {
    const t = await createTestApp({ kind });
    try {
      if (kind === "pglite") await t.database.close();
      else await onServer((name) => `drop database "${name}" with (force)`, await databaseName(t));

      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: "NOT_READY", message: "La base de données est indisponible." });
      expect(ready.headers["x-request-id"]).toEqual(expect.any(String));

      // Liveness does not touch the database: the process is fine, a restart would not help.
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

      const metrics = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^colibri_database_up 0$/m);
      expect(metrics.body).not.toMatch(/^colibri_email_outbox_pending /m);
    } finally {
      await t.app.close();
      if (kind === "postgres") await t.database.close();
    }
  });

  it.runIf(kind === "postgres")(
    "is ready again once the connections dropped by the server are reopened",
    async () => {
      const t = await createTestApp({ kind });
      try {
        await onServer(
          (name) =>
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
          await databaseName(t),
        );
        let status = 0;
        for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
          status = (await t.app.inject({ method: "GET", url: "/api/ready" })).statusCode;
          if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});
