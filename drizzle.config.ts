import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema (npm run db:generate). They are applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
