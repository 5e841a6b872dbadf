import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // PGlite instances and the migrator make API tests slower than pure unit tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
