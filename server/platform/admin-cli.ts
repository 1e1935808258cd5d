import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AdminIo, type Subcommand, UsageError } from "./admin-command";
import { createUserCommand } from "./create-user";
import { schoolCommand } from "./school-commands";

/**
 * `npm run admin -- <subcommand> …`: the operator's commands. Each subcommand lives in its own
 * module and is listed here; this file only dispatches. Exit codes: 0 done, 1 failed, 2 wrong
 * usage or a bad setting.
 */
export const subcommands: Record<string, Subcommand> = {
  school: schoolCommand,
  "create-user": createUserCommand,
};

export function usage(): string {
  const lines = Object.values(subcommands).flatMap((command) => command.usage);
  return ["Usage:", ...lines.map((line) => `  npm run admin -- ${line}`)].join("\n");
}

export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : subcommands[name];
  try {
    if (!command) throw new UsageError(name === undefined ? "No command given" : `Unknown command "${name}"`);
    return await command.run(rest, io);
  } catch (error) {
    // parseArgs reports unknown options and missing values with its own error type.
    const code = (error as { code?: string }).code;
    if (!(error instanceof UsageError) && !code?.startsWith("ERR_PARSE_ARGS")) throw error;
    io.err((error as Error).message);
    io.err(usage());
    return 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runAdmin(process.argv.slice(2), {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
