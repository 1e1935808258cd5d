import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedSchemaScript } from "#tests/postgres-template";

/**
 * Vitest's global setup when the suite runs on PostgreSQL (TEST_DATABASE_URL, set by .ci/run):
 * one fresh database for the run, dropped at its end, whatever the tests left in it. Each test
 * file gets a database of its own beside it, and each test database is a schema there
 * (tests/test-database.ts), made by a script of the schema the migrations make
 * (tests/postgres-template.ts), written once here (decision 0108).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `vitest_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Collation C: text sorts by bytes, as SQLite's does (docs/operations.md asks the same of production).
  await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide("postgresUrl", url.toString());
  project.provide("postgresSchemaScript", await migratedSchemaScript(url.toString()));
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    // The test files' own databases (tests/test-database.ts) that a crashed file left, then the run's.
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [`${name}_f`],
    );
    for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
    /**
     * The migrated schema as SQL, `templateSchema` (tests/postgres-template.ts) standing for its name; undefined
     * when pg_dump is not at hand (each test database then runs the migrations itself).
     */
    postgresSchemaScript: string | undefined;
  }
}
