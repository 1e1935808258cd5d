import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Db, migrateToLatest, openDatabase } from "#database/connection";
import { newsPerVersion, versionBundle } from "#tests/backup/version-bundle";
import { type Child, killHard, spawnScript } from "#tests/crash/child";
import { tempDir } from "#tests/fixtures/make-bundle";
import { backupInto, fileIntegrityProblems, integrityProblems } from "./backup";
import { readStoredBundle, replaceSchoolContent } from "./school-content";

let writer: Child | undefined;
afterEach(async () => {
  if (writer) await killHard(writer);
  writer = undefined;
});

/** A copy opened read-only, through the same queries the server uses. */
function openCopy(file: string): Db {
  return openDatabase(file, { readonly: true });
}

/** The version the copy holds, after checking every row of the school belongs to that one version. */
async function versionIn(file: string): Promise<number> {
  const copy = openCopy(file);
  try {
    const bundle = await readStoredBundle(copy, "w");
    const version = Number(bundle?.profile.name.replace("Version ", ""));
    expect(bundle?.news).toHaveLength(newsPerVersion);
    for (const item of bundle?.news ?? []) expect(item.title.startsWith(`v${version} `)).toBe(true);
    return version;
  } finally {
    await copy.destroy();
  }
}

describe("backupInto (VACUUM INTO)", () => {
  it("copies one consistent state while another process keeps replacing the school", async () => {
    const dir = tempDir("backup");
    const file = path.join(dir, "school.db");
    const db = openDatabase(file);
    await migrateToLatest(db);
    await replaceSchoolContent(db, "w", versionBundle(0), []);

    writer = spawnScript("tests/backup/content-writer.ts", [file], {});
    const running = writer;
    const written = () => Number(running.lines.at(-1)?.replace("wrote ", "") ?? 0);
    const writtenAtLeast = (count: number) => running.waitForLine(() => written() >= count);

    await writtenAtLeast(2);
    const versions: number[] = [];
    for (let copy = 0; copy < 5; copy++) {
      const before = written();
      const target = path.join(dir, `copy-${copy}.db`);
      await backupInto(db, target);
      expect(fileIntegrityProblems(target)).toEqual([]);
      versions.push(await versionIn(target));
      // The writer must really be writing between copies, or the test proves nothing.
      await writtenAtLeast(before + 2);
    }
    await killHard(running);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBeGreaterThan(1);
    expect(await integrityProblems(db)).toEqual([]);
    await db.destroy();
  }, 60_000);

  it("refuses to overwrite a file that exists", async () => {
    const dir = tempDir("backup");
    const db = openDatabase(path.join(dir, "school.db"));
    await migrateToLatest(db);
    const target = path.join(dir, "taken.db");
    fs.writeFileSync(target, "precious");
    await expect(backupInto(db, target)).rejects.toThrow(/not a database/);
    expect(fs.readFileSync(target, "utf8")).toBe("precious");
    const earlier = path.join(dir, "earlier.db");
    await backupInto(db, earlier);
    const bytes = fs.readFileSync(earlier);
    await expect(backupInto(db, earlier)).rejects.toThrow(/output file already exists/);
    expect(fs.readFileSync(earlier).equals(bytes)).toBe(true);
    await db.destroy();
  });
});
