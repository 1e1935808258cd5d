import { parseArgs } from "node:util";
import { describeCounts } from "#content/bundle-cli";
import { importBundle } from "#content/bundle-import";
import { removeUnreferenced } from "#content/bundle-store";
import { importSkeletonSchool } from "#content/skeleton";
import { openFileStore } from "#content/storage/open-file-store";
import type { Db } from "#database/connection";
import { setSchoolAlertCap } from "#database/queries/alert-cap";
import {
  addHost,
  listAllStoredPaths,
  listHosts,
  listSchoolCodes,
  removeHost,
  removeSchool,
} from "#database/queries/platform";
import { findSchool } from "#database/queries/school-content";
import { setSchoolQuotaMb } from "#database/queries/school-quota";
import { schoolQuotaSchema } from "#domain/admin-records";
import { type Config, configOrNull, schoolCodePattern } from "#domain/config";
import { isHostName, normalizeHost } from "#domain/host-names";
import { type AdminIo, type Subcommand, UsageError, withDatabase } from "./admin-command";

/**
 * `npm run admin -- school …`: the operator's commands for the schools of a platform
 * (decision 0052). They work on the configured database (DATA_DIR or DATABASE_URL) while the
 * servers run; every change moves the content version, so every instance follows at once.
 */

/** Stored files unreferenced for this long are removed with a school; younger ones may belong to an import in flight. */
const leftoverAgeMs = 24 * 60 * 60 * 1000;

function schoolCodeArg(value: string | undefined): string {
  if (value === undefined) throw new UsageError("A school code is needed");
  if (!schoolCodePattern.test(value)) {
    throw new UsageError(
      `Invalid school code ${JSON.stringify(value)}: expected lower-case letters, digits and -, at most 32`,
    );
  }
  return value;
}

function hostArg(value: string | undefined): string {
  if (value === undefined) throw new UsageError("A host name is needed");
  const host = normalizeHost(value);
  if (!host || !isHostName(host) || host !== value.toLowerCase()) {
    throw new UsageError(
      `Invalid host name ${JSON.stringify(value)}: expected a DNS name such as www.school.example.in, without a port`,
    );
  }
  return host;
}

function noMore(rest: string[]): void {
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}"`);
}

type Action = (config: Config, positionals: string[], options: { bundle?: string }, io: AdminIo) => Promise<number>;

async function add(config: Config, [code, ...rest]: string[], { bundle }: { bundle?: string }, io: AdminIo) {
  const schoolCode = schoolCodeArg(code);
  noMore(rest);
  return withDatabase(config, async (db) => {
    const files = openFileStore(config);
    if (await findSchool(db, schoolCode)) {
      io.err(
        `School ${schoolCode} exists; replace its content with: npm run content -- import DIR --school ${schoolCode}`,
      );
      return 1;
    }
    const result =
      bundle === undefined
        ? await importSkeletonSchool({ db, files, schoolCode, onProgress: io.err })
        : await importBundle({ db, files, dir: bundle, schoolCode, onProgress: io.err });
    if (!result.ok) {
      for (const problem of result.problems) io.out(problem);
      io.err(`School ${schoolCode} not added: ${result.problems.length} problem(s) in ${bundle ?? "the skeleton"}`);
      return 1;
    }
    io.out(
      `Added school ${schoolCode} ${bundle === undefined ? "(empty skeleton)" : `from ${bundle}`}: ${describeCounts(result)}`,
    );
    return 0;
  });
}

async function list(config: Config, positionals: string[], _options: object, io: AdminIo) {
  noMore(positionals);
  return withDatabase(config, async (db) => {
    const hosts = await listHosts(db);
    for (const code of await listSchoolCodes(db)) {
      const name = (await findSchool(db, code))?.profile.name ?? "";
      const names = hosts.filter((entry) => entry.schoolCode === code).map((entry) => entry.host);
      io.out([code, name, names.join(" ") || "-"].join("\t"));
    }
    return 0;
  });
}

async function remove(config: Config, [code, ...rest]: string[], _options: object, io: AdminIo) {
  const schoolCode = schoolCodeArg(code);
  noMore(rest);
  return withDatabase(config, async (db: Db) => {
    if (!(await removeSchool(db, schoolCode))) {
      io.err(`No school ${schoolCode}`);
      return 1;
    }
    // The database no longer names them: its public images, and the stored files no other school shares.
    const files = openFileStore(config);
    await files.delete(`files/${schoolCode}`);
    const removed = await removeUnreferenced(files, await listAllStoredPaths(db), Date.now() - leftoverAgeMs);
    io.out(
      `Removed school ${schoolCode}, its host names and public images (${removed} old unreferenced files removed)`,
    );
    return 0;
  });
}

async function domain(config: Config, [verb, code, host, ...rest]: string[], _options: object, io: AdminIo) {
  if (verb !== "add" && verb !== "remove") throw new UsageError(`Expected "domain add" or "domain remove"`);
  const schoolCode = schoolCodeArg(code);
  const hostName = hostArg(host);
  noMore(rest);
  return withDatabase(config, async (db) => {
    const change =
      verb === "add" ? await addHost(db, schoolCode, hostName) : await removeHost(db, schoolCode, hostName);
    const messages = {
      added: [0, `${hostName} shows school ${schoolCode}`],
      removed: [0, `${hostName} no longer shows school ${schoolCode}`],
      taken: [1, `${hostName} already shows another school; remove it there first`],
      "no-school": [1, `No school ${schoolCode}`],
      "not-found": [1, `${hostName} is not a host name of school ${schoolCode}`],
    } as const;
    const [code, message] = messages[change];
    if (code === 0) io.out(message);
    else io.err(message);
    return code;
  });
}

/** `school quota CODE MB|default`: the school's own storage quota, or the platform's again (decision 0075). */
async function quota(config: Config, [code, amount, ...rest]: string[], _options: object, io: AdminIo) {
  const schoolCode = schoolCodeArg(code);
  if (amount === undefined) throw new UsageError("A quota in MB, or default, is needed");
  noMore(rest);
  const parsed = schoolQuotaSchema.shape.quotaMb.safeParse(amount === "default" ? null : amount);
  if (!parsed.success)
    throw new UsageError(`Invalid quota ${JSON.stringify(amount)}: ${parsed.error.issues[0].message}`);
  const quotaMb = parsed.data;
  return withDatabase(config, async (db) => {
    if (!(await setSchoolQuotaMb(db, schoolCode, quotaMb))) {
      io.err(`No school ${schoolCode}`);
      return 1;
    }
    io.out(
      quotaMb === null
        ? `School ${schoolCode} has the platform's storage quota (STORAGE_QUOTA_MB, ${config.storageQuotaBytes / 1024 / 1024} MB)`
        : `School ${schoolCode} may store ${quotaMb} MB of uploads`,
    );
    return 0;
  });
}

/** `school alert-cap CODE MAILS|default`: the school's own daily cap of alert mails, or ALERTS_DAILY_CAP (decision 0089). */
async function alertCap(config: Config, [code, amount, ...rest]: string[], _options: object, io: AdminIo) {
  const schoolCode = schoolCodeArg(code);
  if (amount === undefined) throw new UsageError("A number of mails a day, or default, is needed");
  noMore(rest);
  if (amount !== "default" && !/^\d{1,9}$/.test(amount))
    throw new UsageError(`Invalid cap ${JSON.stringify(amount)}: enter a whole number of mails a day, or default`);
  const cap = amount === "default" ? null : Number(amount);
  return withDatabase(config, async (db) => {
    if (!(await setSchoolAlertCap(db, schoolCode, cap))) {
      io.err(`No school ${schoolCode}`);
      return 1;
    }
    io.out(
      cap === null
        ? `School ${schoolCode} has the platform's daily cap of alert mails (ALERTS_DAILY_CAP, ${config.alertsDailyCap})`
        : `School ${schoolCode} may send ${cap} alert mails a day`,
    );
    return 0;
  });
}

const actions: Record<string, Action> = { add, list, remove, domain, quota, "alert-cap": alertCap };

export const schoolCommand: Subcommand = {
  usage: [
    "school add CODE [--bundle DIR]",
    "school list",
    "school remove CODE",
    "school domain add CODE HOST",
    "school domain remove CODE HOST",
    "school quota CODE MB|default",
    "school alert-cap CODE MAILS|default",
  ],
  run: async (args, io) => {
    const parsed = parseArgs({ args, options: { bundle: { type: "string" } }, allowPositionals: true });
    const [name, ...positionals] = parsed.positionals;
    const action = name === undefined ? undefined : actions[name];
    if (!action)
      throw new UsageError(name === undefined ? "No school command given" : `Unknown school command "${name}"`);
    if (parsed.values.bundle !== undefined && name !== "add") throw new UsageError("--bundle goes with school add");
    const config = configOrNull(io);
    if (!config) return 2;
    return action(config, positionals, parsed.values, io);
  },
};
