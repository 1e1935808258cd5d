/**
 * Replaces school `w` with version 1, 2, 3… (see version-bundle.ts) until it
 * is killed, printing `wrote <n>` after each commit: the other connection a
 * backup must not be disturbed by.
 *
 *   node --import tsx tests/backup/content-writer.ts <database file>
 */
import { openDatabase } from "#database/connection";
import { replaceSchoolContent } from "#database/queries/school-content";
import { versionBundle } from "./version-bundle";

const db = openDatabase(process.argv[2]);
for (let version = 1; ; version++) {
  await replaceSchoolContent(db, "w", versionBundle(version), []);
  process.stdout.write(`wrote ${version}\n`);
}
