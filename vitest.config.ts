import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**", "data/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    // The second run of .ci/run: one fresh PostgreSQL database for the run (tests/test-database.ts).
    globalSetup: process.env.TEST_DATABASE_URL ? ["tests/postgres-setup.ts"] : [],
  },
});
