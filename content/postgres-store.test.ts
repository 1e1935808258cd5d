import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { openPostgres } from "#database/connection";
import { readStoredBundle } from "#database/queries/school-content";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { testDatabaseEnv, testDialect } from "#tests/test-database";
import { runContentCommand } from "./bundle-cli";
import { searchPathOf } from "./pg-dump";

/**
 * What only the PostgreSQL run can show (decision 0054): `content backup` is pg_dump there, and a
 * school moves from SQLite to PostgreSQL by export and import, giving the same export back.
 */

async function run(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runContentCommand(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

/** Every file under a folder with a hash of its bytes. */
function listFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full)] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return files;
}

describe.runIf(testDialect === "postgres")("PostgreSQL as the store", () => {
  it("moves a school from SQLite by export and import, and exports it again byte for byte", async () => {
    const bundle = await makeBundle((spec) => {
      spec.content.faculty[0].order = 1234567.25;
    });
    const onSqlite = { DATA_DIR: tempDir("move-sqlite"), SCHOOL_CODE: "moving" };
    expect((await run(["import", bundle], onSqlite)).code).toBe(0);
    const fromSqlite = path.join(tempDir("move-export"), "sqlite");
    expect((await run(["export", fromSqlite], onSqlite)).code).toBe(0);

    const onPostgres = { DATA_DIR: tempDir("move-postgres"), SCHOOL_CODE: "moving", ...(await testDatabaseEnv()) };
    expect((await run(["import", fromSqlite], onPostgres)).code).toBe(0);
    const fromPostgres = path.join(tempDir("move-export"), "postgres");
    expect((await run(["export", fromPostgres], onPostgres)).code).toBe(0);

    expect(listFiles(fromPostgres)).toEqual(listFiles(fromSqlite));
    const json = JSON.parse(fs.readFileSync(path.join(fromPostgres, "content.json"), "utf8"));
    expect(json.faculty[0].order).toBe(1234567.25);
  });

  it("backs up with pg_dump, refuses to overwrite, and the dump restores into an empty database", async () => {
    const { DATABASE_URL: databaseUrl = "" } = await testDatabaseEnv();
    const env = { DATA_DIR: tempDir("pg-backup"), SCHOOL_CODE: "kept", DATABASE_URL: databaseUrl };
    expect((await run(["import", await makeBundle()], env)).code).toBe(0);
    const target = path.join(tempDir("pg-backup-file"), "school.dump");
    const done = await run(["backup", target], env);
    expect(done.err.at(-1)).toMatch(/^The backup holds the database only; copy .*files too/);
    expect(done.out).toEqual([
      expect.stringMatching(/^Backed up PostgreSQL to .*school\.dump: .* readable by pg_restore\.$/),
    ]);
    expect(done.code).toBe(0);
    const bytes = fs.readFileSync(target);
    const again = await run(["backup", target], env);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/already exists; a backup never overwrites a file/);
    expect(fs.readFileSync(target).equals(bytes)).toBe(true);

    // Restore into a new database, as an operator would after losing the server.
    const server = inject("postgresUrl") as string;
    const restored = `restore_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${restored} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
    try {
      const url = new URL(server);
      url.pathname = `/${restored}`;
      const result = spawnSync("pg_restore", ["--no-owner", `--dbname=${url}`, target], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      const schema = searchPathOf(new URL(env.DATABASE_URL).searchParams.get("options"));
      url.searchParams.set("options", `-c search_path=${schema}`);
      const copy = openPostgres(url.toString());
      const original = openPostgres(env.DATABASE_URL);
      try {
        expect(await readStoredBundle(copy, "kept")).toEqual(await readStoredBundle(original, "kept"));
      } finally {
        await copy.destroy();
        await original.destroy();
      }
    } finally {
      await admin.query(`drop database ${restored} with (force)`);
      await admin.end();
    }
  });
});
