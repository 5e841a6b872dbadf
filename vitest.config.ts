import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test files that start processes, hold a fixed resource or change globals (fetch, the environment):
 * each runs alone in a fresh process (Vitest's per-file isolation). Every other file shares its worker's
 * process and module cache with the files before it, which is safe because each opens its own database
 * (a copy of the migrated template), its own ports (0) and its own folders (decision 056). A new file of
 * that kind goes in this list.
 */
export const ISOLATED_TEST_FILES = [
  "src/client/lib/api-client.test.ts",
  "src/server/db/migration-lock.test.ts",
  "src/server/db/pglite-folder-lock.test.ts",
  "src/server/http/graceful-shutdown.test.ts",
  "src/server/main.test.ts",
  "src/server/outbox-worker-setting.test.ts",
  "src/server/scripts/backup-restore-drill.test.ts",
  "src/server/scripts/scripts.test.ts",
  "src/server/several-instances.test.ts",
  // These start the TypeScript 7 compiler (a child process) to read the sources.
  "src/server/test/french-typography.test.ts",
  "src/server/test/source-text-edits.test.ts",
  "src/shared/boundaries.test.ts",
];

/**
 * Accounts made by Node tests hash their passwords at a test-only Argon2id cost (the servers they start
 * keep the baseline; src/server/auth/password.test.ts checks it): decision 075.
 */
const PASSWORD_COST_SETUP = "src/server/test/setup-password-cost.ts";

/** Both cores of the CI machine, or TEST_WORKERS (Vitest's own default leaves one core idle). */
const workers = Number(process.env.TEST_WORKERS) || availableParallelism();

export default defineConfig({
  test: {
    // A database per file is a copy of a template migrated once per run (src/server/test/database-template.ts).
    globalSetup: ["vitest.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: workers,
    // The last run's report, read by `npm run test:slowest`.
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          // e2e/*.test.ts: checks over the journeys' sources (the journeys themselves are Playwright's).
          include: ["src/**/*.test.ts", "e2e/**/*.test.ts"],
          exclude: ISOLATED_TEST_FILES,
          environment: "node",
          isolate: false,
          setupFiles: [PASSWORD_COST_SETUP],
        },
      },
      {
        extends: true,
        test: {
          name: "node-isolated",
          include: ISOLATED_TEST_FILES,
          environment: "node",
          setupFiles: [PASSWORD_COST_SETUP],
        },
      },
      {
        // Component tests: React rendered in happy-dom, driven as a user would (src/client/test).
        extends: true,
        test: {
          name: "dom",
          include: ["src/client/**/*.component.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["src/client/test/setup-dom.ts"],
        },
      },
    ],
  },
});
