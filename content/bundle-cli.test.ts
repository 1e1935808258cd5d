import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { testDatabaseEnv } from "#tests/test-database";
import { entityLabel, parseCommand, runContentCommand } from "./bundle-cli";

async function run(argv: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runContentCommand(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe("content command", () => {
  it("parses commands and refuses wrong usage", () => {
    expect(parseCommand(["import", "dir", "--school", "abc"])).toEqual({
      command: "import",
      dir: "dir",
      school: "abc",
    });
    expect(parseCommand(["export", "dir"])).toEqual({ command: "export", dir: "dir", school: undefined });
    expect(parseCommand(["import", "dir", "--discard-drafts"])).toEqual({
      command: "import",
      dir: "dir",
      school: undefined,
      discardDrafts: true,
    });
    expect(parseCommand(["export", "dir", "--discard-drafts"])).toEqual({
      error: "--discard-drafts belongs to import",
    });
    expect(parseCommand([])).toEqual({ error: "No command given" });
    expect(parseCommand(["publish", "dir"])).toEqual({ error: 'Unknown command "publish"' });
    expect(parseCommand(["import"])).toEqual({ error: "import needs a bundle folder" });
    expect(parseCommand(["import", "a", "b"])).toEqual({ error: 'Unexpected argument "b"' });
    expect(parseCommand(["import", "a", "--school", "Bad School"])).toMatchObject({ error: /Invalid --school/ });
    expect(parseCommand(["import", "a", "--force"])).toMatchObject({ error: /--force/ });
  });

  it("prints usage and exits 2 on wrong usage or a bad setting", async () => {
    const wrong = await run(["frobnicate"]);
    expect(wrong.code).toBe(2);
    expect(wrong.err.join("\n")).toMatch(/Usage:/);
    const badSetting = await run(["import", "x"], { DATA_DIR: tempDir("data"), SCHOOL_CODE: "Not Valid" });
    expect(badSetting).toEqual({
      code: 2,
      out: [],
      err: ['Invalid setting SCHOOL_CODE="Not Valid": expected lower-case letters, digits and -, at most 32'],
    });
  });

  it("validates, imports and exports with exit codes 1 and 0", async () => {
    const env = { DATA_DIR: tempDir("data"), SCHOOL_CODE: "fixture", ...(await testDatabaseEnv()) };
    const bad = await makeBundle((spec) => {
      spec.content.news[0].fromDate = "2026-02-30";
    });
    expect(await run(["validate", bad])).toEqual({ code: 1, out: ["news[0].fromDate: expected YYYY-MM-DD"], err: [] });
    const failed = await run(["import", bad], env);
    expect(failed.code).toBe(1);
    expect(failed.out).toEqual(["news[0].fromDate: expected YYYY-MM-DD"]);

    const good = await makeBundle();
    const counts =
      "1 highlights, 2 news, 1 principal messages, 0 online registrations, 0 toppers, 1 galleries, 1 birthdays, " +
      "0 notifications, 0 events, 1 faculty, 1 videos, 2 transfer certificates, 0 circulars, 2 pages, 8 files, 2 public images";
    expect(await run(["validate", good])).toEqual({ code: 0, out: [`Valid: ${counts}`], err: [] });
    const imported = await run(["import", good], env);
    expect(imported.out).toEqual([`Imported fixture: ${counts}`]);
    expect(imported.code).toBe(0);
    expect(imported.err).toContain("files 8/8");

    const target = path.join(tempDir("export"), "out");
    const exported = await run(["export", target, "--school", "fixture"], env);
    expect(exported).toEqual({ code: 0, out: [`Exported fixture to ${target}: ${counts}`], err: [] });
    expect(fs.existsSync(path.join(target, "content.json"))).toBe(true);

    const again = await run(["export", target], env);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/^export failed: .* is not empty/);
    const missing = await run(["export", path.join(tempDir("export"), "x"), "--school", "nobody"], env);
    expect(missing.err).toEqual(['export failed: No school "nobody" in the database']);
  });

  it("backs the whole database up to a new file, and refuses to overwrite one", async () => {
    expect(parseCommand(["backup", "copy.db"])).toEqual({ command: "backup", file: "copy.db" });
    expect(parseCommand(["backup"])).toEqual({ error: "backup needs a file to write" });
    expect(parseCommand(["backup", "copy.db", "--school", "abc"])).toEqual({
      error: "backup copies every school; drop --school",
    });

    const env = { DATA_DIR: tempDir("data"), SCHOOL_CODE: "fixture" };
    const target = path.join(tempDir("backup"), "copy.db");
    expect(await run(["backup", target], env)).toMatchObject({ code: 1, err: [/^backup failed: no database at /] });
    expect(fs.existsSync(path.join(env.DATA_DIR, "school.db"))).toBe(false);

    await run(["import", await makeBundle()], env);
    const done = await run(["backup", target], env);
    expect(done.code).toBe(0);
    expect(done.out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Backed up .*school\\.db to ${target.replaceAll(".", "\\.")}: [\\d.]+ KB \\(\\d+ bytes\\), integrity ok\\.$`,
        ),
      ),
    ]);
    expect(done.err).toEqual([expect.stringMatching(/^The backup holds the database only; copy .*files too/)]);

    const bytes = fs.readFileSync(target);
    const again = await run(["backup", target], env);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/already exists; a backup never overwrites a file/);
    expect(fs.readFileSync(target).equals(bytes)).toBe(true);
  });
});

describe("the counts line", () => {
  it("names any list by its bundle key in words, a new kind's too, with no table to add it to", () => {
    expect(["news", "principalMessages", "transferCertificates", "noticesBoard"].map(entityLabel)).toEqual([
      "news",
      "principal messages",
      "transfer certificates",
      "notices board",
    ]);
  });
});
