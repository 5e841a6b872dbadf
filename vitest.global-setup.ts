import { ensurePgliteTemplate, ensurePostgresTemplate } from "./src/server/test/database-template";

/**
 * Runs once before the workers start: migrates the test databases' templates, so that no test file
 * pays for migrations and two workers never build the same template at once (decision 056).
 */
export default async function setup(): Promise<void> {
  await ensurePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
