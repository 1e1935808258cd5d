import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "#database/connection";
import { backupInto, fileIntegrityProblems } from "#database/queries/backup";
import type { Config } from "#domain/config";
import { formatBytes } from "#domain/media-rules";
import { dumpedTables, pgDumpArgs, runTool } from "./pg-dump";
import { describeFileStore } from "./storage/open-file-store";

export type BackupIo = { out: (line: string) => void; err: (line: string) => void };

/**
 * `content backup <file>`: an online copy of the whole database, taken while
 * the server runs, then checked. Exit codes as the other commands: 0 done, 1
 * failed. It opens the live database without migrating it (a backup copies
 * what is there) and never creates one where there is none.
 */
export async function runBackup(
  file: string,
  config: Pick<Config, "databaseFile" | "filesDir" | "databaseUrl" | "storage">,
  io: BackupIo,
) {
  const target = path.resolve(file);
  // The stored files are not in the database's backup: the message names where they are, a folder or a bucket.
  const filesAt = describeFileStore(config);
  if (config.databaseUrl) return runPgDump(target, config.databaseUrl, filesAt, io);
  if (!fs.existsSync(config.databaseFile)) {
    io.err(`backup failed: no database at ${config.databaseFile} (is DATA_DIR right?)`);
    return 1;
  }
  if (fs.existsSync(target)) {
    io.err(`backup failed: ${target} already exists; a backup never overwrites a file, so name a new one`);
    return 1;
  }
  if (!fs.statSync(path.dirname(target), { throwIfNoEntry: false })?.isDirectory()) {
    io.err(`backup failed: the folder ${path.dirname(target)} does not exist`);
    return 1;
  }
  const db = openDatabase(config.databaseFile);
  try {
    await backupInto(db, target);
  } catch (error) {
    io.err(`backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
  const problems = fileIntegrityProblems(target);
  if (problems.length > 0) {
    io.err(`backup failed: the copy at ${target} does not pass SQLite's integrity check:`);
    for (const problem of problems) io.err(problem);
    return 1;
  }
  const size = fs.statSync(target).size;
  io.out(`Backed up ${config.databaseFile} to ${target}: ${formatBytes(size)} (${size} bytes), integrity ok.`);
  io.err(`The backup holds the database only; copy ${filesAt} too (see docs/operations.md).`);
  return 0;
}

/** Refuses what the SQLite backup refuses: a file that exists, a folder that does not. */
function targetProblem(target: string): string | undefined {
  if (fs.existsSync(target)) return `${target} already exists; a backup never overwrites a file, so name a new one`;
  if (!fs.statSync(path.dirname(target), { throwIfNoEntry: false })?.isDirectory()) {
    return `the folder ${path.dirname(target)} does not exist`;
  }
  return undefined;
}

/** `content backup <file>` with DATABASE_URL: pg_dump's custom format, then read back with pg_restore --list. */
async function runPgDump(target: string, url: string, filesAt: string, io: BackupIo): Promise<number> {
  const problem = targetProblem(target);
  if (problem) {
    io.err(`backup failed: ${problem}`);
    return 1;
  }
  let dumped: Awaited<ReturnType<typeof runTool>>;
  try {
    dumped = await runTool("pg_dump", pgDumpArgs(url, target));
  } catch (error) {
    io.err(
      `backup failed: pg_dump could not be started (${(error as Error).message}); install PostgreSQL's client tools`,
    );
    return 1;
  }
  if (dumped.code !== 0) {
    fs.rmSync(target, { force: true });
    io.err(`backup failed: pg_dump exited ${dumped.code}: ${dumped.stderr.trim()}`);
    return 1;
  }
  const tables = await dumpedTables(target);
  if (!tables.includes("school")) {
    io.err(`backup failed: pg_restore cannot read the dump at ${target}, or it holds no school table`);
    return 1;
  }
  const size = fs.statSync(target).size;
  io.out(
    `Backed up PostgreSQL to ${target}: ${formatBytes(size)} (${size} bytes), ${tables.length} tables, readable by pg_restore.`,
  );
  io.err(`The backup holds the database only; copy ${filesAt} too (see docs/operations.md).`);
  return 0;
}
