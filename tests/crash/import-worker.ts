/**
 * Imports two bundles into DATA_DIR as school `crash`, A, B, A, B… until it is
 * killed, printing every progress line, so a kill lands in whatever phase the
 * import is in.
 *
 *   DATA_DIR=… node --import tsx tests/crash/import-worker.ts <bundle A> <bundle B> <A|B first>
 */
import { importBundle } from "#content/bundle-import";
import { openFileStore } from "#content/storage/open-file-store";
import { migrateToLatest, openConfiguredDatabase } from "#database/connection";
import { loadConfig } from "#domain/config";
import { readyThenWaitForGo } from "./ready";

const [bundleA, bundleB, first] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

await readyThenWaitForGo();
const config = loadConfig(process.env);
const db = openConfiguredDatabase(config);
const files = openFileStore(config);
await migrateToLatest(db);
const bundles = [
  ["A", bundleA],
  ["B", bundleB],
] as const;
for (let turn = first === "B" ? 1 : 0; ; turn++) {
  const [label, dir] = bundles[turn % 2];
  say(`import ${label}`);
  const result = await importBundle({
    db,
    files,
    dir,
    schoolCode: "crash",
    onProgress: (message) => say(`${label}: ${message}`),
  });
  if (!result.ok) {
    say(`invalid ${label}: ${result.problems.join("; ")}`);
    process.exit(3);
  }
  say(`done ${label}`);
}
