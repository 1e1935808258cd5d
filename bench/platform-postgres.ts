/**
 * The PostgreSQL of the platform benchmarks: scripts/test-postgres's server (PG_TEST_PORT moves it), a fresh
 * database for the run, dropped at the end, and the count that shows no school was lost.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { projectRoot } from "./prod-server";

export type BenchDatabase = { url: string; drop: () => Promise<void> };

/** A new database `<prefix>_<pid>` on scripts/test-postgres's server (started if it is not running). */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const started = spawnSync(path.join(projectRoot, "scripts", "test-postgres"), ["start"], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`scripts/test-postgres failed: ${started.stderr}`);
  const serverUrl = started.stdout.trim();
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on("error", () => {});
  await admin.connect();
  await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/** Schools in the database, and schools with news (each bench school is a copy of the demo's, news included). */
export async function countSchools(databaseUrl: string): Promise<{ schools: number; withNews: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const news = await client.query<{ n: string }>("select count(distinct school_code) as n from news");
    const schools = await client.query<{ n: string }>("select count(*) as n from school");
    return { withNews: Number(news.rows[0]?.n), schools: Number(schools.rows[0]?.n) };
  } finally {
    await client.end();
  }
}

/** The postmaster's pid of scripts/test-postgres's server at `databaseUrl` (its data folder's postmaster.pid). */
export function postmasterPid(databaseUrl: string): number | undefined {
  const dir = process.env.PG_TEST_DIR ?? `/tmp/school-website-pg-${new URL(databaseUrl).port}`;
  try {
    return Number(fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]) || undefined;
  } catch {
    return undefined;
  }
}
