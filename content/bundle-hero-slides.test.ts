import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { loadConfig } from "#domain/config";
import { createPhotoWords } from "#server/operations/photo-words";
import { makeBundle, tempDir, tinyPng } from "#tests/fixtures/make-bundle";
import { openTestDatabase } from "#tests/test-database";
import { exportBundle } from "./bundle-export";
import { importBundle } from "./bundle-import";
import { openFileStore } from "./storage/open-file-store";

/** The hero slides' descriptions in a bundle (decision 0102), beside the slide files of public/. */
const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function setup() {
  const dataDir = tempDir("data");
  const { db } = await openTestDatabase({ dataDir });
  opened.push(db);
  return { db, files: openFileStore(loadConfig({ DATA_DIR: dataDir })), dataDir };
}

async function bundle(heroSlides?: unknown) {
  const slide = await tinyPng(9, 9, 9);
  return makeBundle((spec) => {
    spec.publicFiles = { ...spec.publicFiles, "slides/slide-01.jpg": slide, "slides/slide-02.jpg": slide };
    if (heroSlides !== undefined) (spec.content as Record<string, unknown>).heroSlides = heroSlides;
  });
}

const empty = Array.from({ length: 14 }, () => "");

describe("the hero slides in a bundle", () => {
  it("made before, with only the slide files, give Home's carousel its default names", async () => {
    const target = await setup();
    const imported = await importBundle({ ...target, dir: await bundle(), schoolCode: "demo" });
    if (!imported.ok) throw new Error(imported.problems.join("\n"));
    expect(await createPhotoWords({ db: target.db }).heroSlides("demo")).toEqual(empty);
    expect(fs.existsSync(path.join(target.dataDir, "files", "demo", "public", "slides", "slide-02.jpg"))).toBe(true);

    const out = path.join(tempDir("export"), "out");
    await exportBundle({ ...target, dir: out, schoolCode: "demo" });
    expect(JSON.parse(fs.readFileSync(path.join(out, "content.json"), "utf8"))).not.toHaveProperty("heroSlides");
  });

  it("round-trip their descriptions: import, export, import again", async () => {
    const first = await setup();
    const slides = [{ alt: "Front gate at sunrise" }, { alt: "" }, { alt: "Morning assembly" }];
    const imported = await importBundle({ ...first, dir: await bundle({ slides }), schoolCode: "demo" });
    if (!imported.ok) throw new Error(imported.problems.join("\n"));
    const words = await createPhotoWords({ db: first.db }).heroSlides("demo");
    expect(words.slice(0, 4)).toEqual(["Front gate at sunrise", "", "Morning assembly", ""]);

    const out = path.join(tempDir("export"), "out");
    await exportBundle({ ...first, dir: out, schoolCode: "demo" });
    const exported = JSON.parse(fs.readFileSync(path.join(out, "content.json"), "utf8"));
    expect(exported.heroSlides).toEqual({ slides });
    expect(fs.readFileSync(path.join(out, "public", "slides", "slide-01.jpg"))).toEqual(await tinyPng(9, 9, 9));

    const second = await setup();
    const again = await importBundle({ ...second, dir: out, schoolCode: "demo" });
    if (!again.ok) throw new Error(again.problems.join("\n"));
    expect(await createPhotoWords({ db: second.db }).heroSlides("demo")).toEqual(words);
  });

  it("refuse more than 14 descriptions, naming the key", async () => {
    const target = await setup();
    const slides = Array.from({ length: 15 }, () => ({ alt: "" }));
    const imported = await importBundle({ ...target, dir: await bundle({ slides }), schoolCode: "demo" });
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.problems.join("\n")).toMatch(/heroSlides/);
  });
});
