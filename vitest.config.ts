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
    // The second run of .ci/run: one fresh PostgreSQL database for the run, its test databases made
    // from one migrated schema and dropped after each file (tests/test-database.ts, decision 0108).
    globalSetup: process.env.TEST_DATABASE_URL ? ["tests/postgres-setup.ts"] : [],
    // Each file's temporary folders in one folder, removed after the file (tests/temp-per-file.ts).
    setupFiles: ["tests/temp-per-file.ts", ...(process.env.TEST_DATABASE_URL ? ["tests/postgres-after-file.ts"] : [])],
  },
});
