import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { testDatabaseEnv } from "#tests/test-database";
import { runAdmin, usage } from "./admin-cli";

async function admin(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

async function platform() {
  return { DATA_DIR: tempDir("admin"), LOG_LEVEL: "silent", ...(await testDatabaseEnv()) };
}

describe("npm run admin -- school", () => {
  it("gives a school its own storage quota, and the platform's back, refusing what is not a size", async () => {
    const env = await platform();
    await admin(["school", "add", "moon"], env);
    expect(await admin(["school", "quota", "moon", "500"], env)).toMatchObject({
      code: 0,
      out: ["School moon may store 500 MB of uploads"],
    });
    expect(await admin(["school", "quota", "moon", "default"], env)).toMatchObject({
      code: 0,
      out: ["School moon has the platform's storage quota (STORAGE_QUOTA_MB, 2048 MB)"],
    });
    const bad = await admin(["school", "quota", "moon", "lots"], env);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toBe('Invalid quota "lots": Enter a whole number of megabytes, or leave it empty.');
    expect((await admin(["school", "quota", "moon", "0"], env)).code).toBe(2);
    expect(await admin(["school", "quota", "star", "5"], env)).toMatchObject({ code: 1, err: ["No school star"] });
  });

  it("gives a school its own daily cap of alert mails, and the platform's back", async () => {
    const env = await platform();
    await admin(["school", "add", "moon"], env);
    expect(await admin(["school", "alert-cap", "moon", "500"], env)).toMatchObject({
      code: 0,
      out: ["School moon may send 500 alert mails a day"],
    });
    expect(await admin(["school", "alert-cap", "moon", "default"], env)).toMatchObject({
      code: 0,
      out: ["School moon has the platform's daily cap of alert mails (ALERTS_DAILY_CAP, 20000)"],
    });
    expect((await admin(["school", "alert-cap", "moon", "lots"], env)).code).toBe(2);
    expect(await admin(["school", "alert-cap", "star", "5"], env)).toMatchObject({ code: 1, err: ["No school star"] });
  });

  it("adds a school as an empty skeleton or from a bundle, lists and removes it", async () => {
    const env = await platform();
    const skeleton = await admin(["school", "add", "moon"], env);
    expect(skeleton.out).toEqual([
      expect.stringMatching(/^Added school moon \(empty skeleton\): 0 highlights, .* 2 files/),
    ]);
    expect(skeleton.code).toBe(0);
    expect((await admin(["school", "add", "moon"], env)).err).toEqual([
      "School moon exists; replace its content with: npm run content -- import DIR --school moon",
    ]);

    const bundle = await makeBundle();
    const added = await admin(["school", "add", "sunrise", "--bundle", bundle], env);
    expect(added.out).toEqual([
      expect.stringMatching(new RegExp(`^Added school sunrise from ${bundle}: .*2 public images$`)),
    ]);
    expect(fs.existsSync(path.join(env.DATA_DIR, "files", "sunrise", "public", "logo.png"))).toBe(true);

    expect((await admin(["school", "domain", "add", "sunrise", "www.Sunrise.example.in"], env)).out).toEqual([
      "www.sunrise.example.in shows school sunrise",
    ]);
    expect((await admin(["school", "list"], env)).out).toEqual([
      "moon\tSchool moon\t-",
      "sunrise\tFixture Public School\twww.sunrise.example.in",
    ]);

    const removed = await admin(["school", "remove", "sunrise"], env);
    expect(removed.code).toBe(0);
    expect(removed.out[0]).toMatch(/^Removed school sunrise, its host names and public images/);
    expect(fs.existsSync(path.join(env.DATA_DIR, "files", "sunrise"))).toBe(false);
    expect((await admin(["school", "list"], env)).out).toEqual(["moon\tSchool moon\t-"]);
    expect(await admin(["school", "remove", "sunrise"], env)).toEqual({ code: 1, out: [], err: ["No school sunrise"] });
    // Its host name went with it, so another school may take it.
    expect((await admin(["school", "domain", "add", "moon", "www.sunrise.example.in"], env)).code).toBe(0);
  });

  it("gives a host name to one school only, and takes it back", async () => {
    const env = await platform();
    await admin(["school", "add", "moon"], env);
    await admin(["school", "add", "star"], env);
    expect((await admin(["school", "domain", "add", "moon", "moon.example.in"], env)).code).toBe(0);
    // Adding it again to the same school changes nothing and succeeds.
    expect((await admin(["school", "domain", "add", "moon", "moon.example.in"], env)).code).toBe(0);
    expect(await admin(["school", "domain", "add", "star", "moon.example.in"], env)).toEqual({
      code: 1,
      out: [],
      err: ["moon.example.in already shows another school; remove it there first"],
    });
    expect((await admin(["school", "domain", "add", "nobody", "x.example.in"], env)).err).toEqual(["No school nobody"]);
    expect((await admin(["school", "domain", "remove", "star", "moon.example.in"], env)).err).toEqual([
      "moon.example.in is not a host name of school star",
    ]);
    expect((await admin(["school", "domain", "remove", "moon", "moon.example.in"], env)).out).toEqual([
      "moon.example.in no longer shows school moon",
    ]);
    expect((await admin(["school", "list"], env)).out).toEqual(["moon\tSchool moon\t-", "star\tSchool star\t-"]);
  });

  it("refuses wrong usage with exit code 2 and the usage", async () => {
    const env = await platform();
    for (const argv of [
      [],
      ["frobnicate"],
      ["school"],
      ["school", "fly"],
      ["school", "add"],
      ["school", "add", "Not Valid"],
      ["school", "list", "extra"],
      ["school", "remove", "moon", "--bundle", "x"],
      ["school", "domain", "add", "moon", "moon.example.in:8080"],
      ["school", "domain", "add", "moon", "localhost"],
      ["school", "domain", "move", "moon", "moon.example.in"],
      ["school", "add", "moon", "--frob"],
    ]) {
      const result = await admin(argv, env);
      expect({ argv, code: result.code }).toEqual({ argv, code: 2 });
      expect(result.err.at(-1)).toBe(usage());
    }
    expect(usage().split("\n")).toContain("  npm run admin -- school domain remove CODE HOST");
    expect((await admin(["school", "list"], { ...env, SCHOOL_CODE: "Bad Code" })).code).toBe(2);
  });
});
