import { parseArgs } from "node:util";
import { migrateToLatest, openConfiguredDatabase } from "#database/connection";
import { configOrNull, schoolCodePattern } from "#domain/config";
import { type EntityName, entityNames } from "#domain/content-schema";
import { runBackup } from "./backup-command";
import { exportBundle } from "./bundle-export";
import { importBundle } from "./bundle-import";
import { loadBundle } from "./bundle-load";
import { openFileStore } from "./storage/open-file-store";

export const usage = `Usage:
  npm run content -- validate <dir>
  npm run content -- import <dir> [--school CODE] [--discard-drafts]
  npm run content -- export <dir> [--school CODE]
  npm run content -- backup <file>

--school defaults to SCHOOL_CODE (demo). backup copies the whole database (every school) to a new
file while the server runs (SQLite's VACUUM INTO, or pg_dump with DATABASE_URL); it does not copy
DATA_DIR/files. Settings come from the environment (DATA_DIR, DATABASE_URL, ...).`;

export type CliIo = {
  env: Record<string, string | undefined>;
  /** Results: problems and the summary line. */
  out: (line: string) => void;
  /** Progress and errors. */
  err: (line: string) => void;
};

type Command =
  | { command: "validate" | "import" | "export"; dir: string; school: string | undefined; discardDrafts?: boolean }
  | { command: "backup"; file: string };

/** Exit codes: 0 done, 1 the bundle has problems or the work failed, 2 wrong usage or a bad setting. */
export function parseCommand(argv: string[]): Command | { error: string } {
  let positionals: string[];
  let school: string | undefined;
  let discardDrafts = false;
  try {
    const parsed = parseArgs({
      args: argv,
      options: { school: { type: "string" }, "discard-drafts": { type: "boolean" } },
      allowPositionals: true,
    });
    positionals = parsed.positionals;
    school = parsed.values.school;
    discardDrafts = parsed.values["discard-drafts"] ?? false;
  } catch (error) {
    return { error: (error as Error).message };
  }
  const [command, dir, ...rest] = positionals;
  if (command !== "validate" && command !== "import" && command !== "export" && command !== "backup") {
    return { error: command === undefined ? "No command given" : `Unknown command "${command}"` };
  }
  if (dir === undefined || dir === "") {
    return { error: command === "backup" ? "backup needs a file to write" : `${command} needs a bundle folder` };
  }
  if (rest.length > 0) return { error: `Unexpected argument "${rest[0]}"` };
  if (command === "backup") {
    // The copy holds every school; a --school would suggest otherwise.
    return school === undefined ? { command, file: dir } : { error: "backup copies every school; drop --school" };
  }
  if (school !== undefined && !schoolCodePattern.test(school)) {
    return {
      error: `Invalid --school ${JSON.stringify(school)}: expected lower-case letters, digits and -, at most 32`,
    };
  }
  if (discardDrafts && command !== "import") return { error: "--discard-drafts belongs to import" };
  return discardDrafts ? { command, dir, school, discardDrafts } : { command, dir, school };
}

/**
 * A list's bundle key in words, for the counts line (`principalMessages` → "principal messages"):
 * derived from the list of kinds, so a new kind is counted with no entry here.
 */
export const entityLabel = (key: string) => key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

export type Totals = { counts: Record<EntityName, number>; pages: number; files: number; publicFiles: number };

export function describeCounts({ counts, pages, files, publicFiles }: Totals): string {
  const parts = entityNames.map((entity) => `${counts[entity]} ${entityLabel(entity)}`);
  return [...parts, `${pages} pages`, `${files} files`, `${publicFiles} public images`].join(", ");
}

export async function runContentCommand(argv: string[], io: CliIo): Promise<number> {
  const command = parseCommand(argv);
  if ("error" in command) {
    io.err(command.error);
    io.err(usage);
    return 2;
  }

  if (command.command === "backup") {
    const config = configOrNull(io);
    return config ? runBackup(command.file, config, io) : 2;
  }

  if (command.command === "validate") {
    const loaded = await loadBundle(command.dir);
    if (!loaded.ok) {
      for (const problem of loaded.problems) io.out(problem);
      return 1;
    }
    const counts = Object.fromEntries(entityNames.map((entity) => [entity, loaded.bundle[entity].length]));
    const totals = {
      counts: counts as Record<EntityName, number>,
      pages: loaded.pages.length,
      files: loaded.files.length,
      publicFiles: loaded.publicFiles.length,
    };
    io.out(`Valid: ${describeCounts(totals)}`);
    return 0;
  }

  const config = configOrNull(io);
  if (!config) return 2;
  const schoolCode = command.school ?? config.schoolCode;
  const db = openConfiguredDatabase(config);
  const files = openFileStore(config);
  try {
    await migrateToLatest(db);
    if (command.command === "import") {
      const result = await importBundle({
        db,
        files,
        dir: command.dir,
        schoolCode,
        onProgress: io.err,
        discardDrafts: command.discardDrafts,
      });
      if (!result.ok) {
        for (const problem of result.problems) io.out(problem);
        io.err(`Nothing imported: ${result.problems.length} problem(s) in ${command.dir}`);
        return 1;
      }
      io.out(`Imported ${schoolCode}: ${describeCounts(result)}`);
      return 0;
    }
    const summary = await exportBundle({ db, files, dir: command.dir, schoolCode });
    io.out(`Exported ${schoolCode} to ${command.dir}: ${describeCounts(summary)}`);
    return 0;
  } catch (error) {
    io.err(`${command.command} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}
