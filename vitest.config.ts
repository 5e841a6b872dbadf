import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // PGlite instances and the migrator make API tests slower than pure unit tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: { name: "node", include: ["src/**/*.test.ts"], environment: "node" },
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
