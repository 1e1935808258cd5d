import { runAdminCommand } from "./admin-commands";

/** `npm run admin -- <command> …`: see admin-commands.ts and the README's scripts table. */
process.exitCode = await runAdminCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
