import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root";

/**
 * The guard of the fast test loop (decision 056): a test gets its database from createTestDatabase or
 * createTestApp, a copy of the run's migrated template. Opening, creating or migrating a database
 * directly is for the few tests whose subject is exactly that, listed here with the reason.
 */
const ALLOWED = {
  "src/server/db/balance-settlement-migration.test.ts":
    "migrates an older release's rows: the migration is its subject",
  "src/server/db/departure-rename-migration.test.ts":
    "restores a backup taken before the departure rename: the migration is its subject",
  "src/server/job-queue-migration.test.ts":
    "migrates rows queued before the job queue: the migration is its subject",
  "src/server/db/pglite-folder-lock.test.ts": "opens data folders: the folder lock is its subject",
  "src/server/scripts/backup-restore-drill.test.ts": "restores older releases, then migrates them",
  "src/server/test/invoice-numbers.test.ts":
    "opens a second pool on the template's copy: two instances numbering on one database are its subject",
};

const DIRECT_DATABASE_WORK = /openPglite\(|openPostgres\(|\.migrate\(\)|create database|PGlite\.create/i;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(PROJECT_ROOT, path)] : [];
  });
}

describe("test databases", () => {
  it("come from the migrated template, except in the tests whose subject is opening or migrating one", () => {
    const offenders = testFiles(join(PROJECT_ROOT, "src"))
      .filter((file) => !(file in ALLOWED) && file !== "src/server/test/test-databases-guard.test.ts")
      .filter((file) => DIRECT_DATABASE_WORK.test(readFileSync(join(PROJECT_ROOT, file), "utf8")));
    expect(offenders, "use createTestDatabase / createTestApp (src/server/test/)").toEqual([]);
  });
});
