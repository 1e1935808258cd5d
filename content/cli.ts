import { runContentCommand } from "./bundle-cli";

/** `npm run content -- <validate|import|export> <dir> [--school CODE]`, or `backup <file>`; see docs/content-bundle.md and docs/operations.md. */
process.exitCode = await runContentCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
