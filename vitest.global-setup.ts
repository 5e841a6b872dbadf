import { ensurePgliteTemplate, ensurePostgresTemplate } from "./src/server/test/database-template";

/**
 * Runs once before the workers start: migrates the test databases' templates, so that no test file
 * pays for migrations and two workers never build the same template at once (decision 056).
 */
export default async function setup(): Promise<void> {
  // The folder template serves few files, but building it inside one of their tests would take that
  // test's time on a loaded machine.
  await Promise.all([
    ensurePgliteTemplate("memory"),
    ensurePgliteTemplate("folder"),
    process.env.TEST_DATABASE_URL && ensurePostgresTemplate(process.env.TEST_DATABASE_URL),
  ]);
}
