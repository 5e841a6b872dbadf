import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompiledServer, compileServer } from "#server/test/compiled-server";
import { createEmptyPostgresDatabase } from "#server/test/empty-postgres-database";
import { freePort, spawnNode, startServer, stopServer, waitForReady } from "#server/test/server-process";
import { MIGRATIONS_FOLDER } from "./open-database";

const serverUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 4;
const TRIALS = 10;
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

type EmptyDatabase = Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;

/** An "old" database: only the first `count` migrations applied, as a previous release left it. */
async function applyFirstMigrations(database: EmptyDatabase, count: number) {
  const folder = mkdtempSync(join(tmpdir(), "colibri-old-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  writeFileSync(
    join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  await migrate(drizzle({ client: database.sql }), { migrationsFolder: folder });
}

/** Every migration of drizzle/ recorded exactly once. */
async function appliedMigrations(database: EmptyDatabase) {
  const rows = await database.sql<{ hash: string; times: number }[]>`
    select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`;
  return { distinct: rows.length, repeated: rows.filter((row) => row.times > 1).length };
}

// Needs a PostgreSQL server: PGlite's folder lock already lets only one process open a database.
describe.skipIf(!serverUrl)(
  "instances started together migrate one database once (needs TEST_DATABASE_URL)",
  () => {
    let compiled: CompiledServer;
    beforeAll(async () => {
      compiled = await compileServer();
    });
    afterAll(() => compiled?.remove());

    it(`${INSTANCES} processes migrating at once, ${TRIALS} times on empty and old databases: no failure`, async () => {
      const failures: string[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const database = await createEmptyPostgresDatabase(serverUrl as string);
        try {
          // Odd trials start from the database a release with only the first migrations left.
          if (trial % 2 === 1) {
            await applyFirstMigrations(database, 1 + (((trial - 1) / 2) % (journal.entries.length - 1)));
          }
          // db:migrate runs openDatabaseOrExit, the very function the server's start-up calls.
          const runs = Array.from({ length: INSTANCES }, () =>
            spawnNode(compiled.entry("scripts/migrate"), { DATABASE_URL: database.url }),
          );
          const codes = await Promise.all(runs.map((run) => run.exited));
          codes.forEach((code, index) => {
            if (code !== 0) failures.push(`trial ${trial}, process ${index}: ${runs[index]?.output()}`);
          });
          expect(await appliedMigrations(database)).toEqual({
            distinct: journal.entries.length,
            repeated: 0,
          });
        } finally {
          await database.drop();
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);

    it(`${INSTANCES} servers started at once on an empty database all get ready`, async () => {
      const database = await createEmptyPostgresDatabase(serverUrl as string);
      const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
      // Development settings: the demo data is seeded on the empty database too, once.
      const servers = ports.map((port) =>
        startServer(compiled.entry("main"), port, { DATABASE_URL: database.url }),
      );
      try {
        await Promise.all(servers.map((server) => waitForReady(server)));
        expect(await appliedMigrations(database)).toEqual({ distinct: journal.entries.length, repeated: 0 });
        const [demo] = await database.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
        expect(demo?.users).toBe(2);
      } finally {
        await Promise.all(servers.map(stopServer));
        await database.drop();
      }
    }, 240_000);
  },
);
