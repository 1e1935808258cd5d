import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importBundle } from "#content/bundle-import";
import { openFileStore } from "#content/storage/open-file-store";
import { heroSlideCount } from "#domain/hero-slides";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { heicHeader, phonePhoto } from "#tests/photo-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
let dataDir: string;
let editor: string;
const slides = () => path.join(dataDir, "files", "test", "public", "slides");

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hero-slides-"));
  t = await createTestApi({ DATA_DIR: dataDir });
  await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
  editor = await signIn(t.app, "editor@school.example");
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

async function replace(slot: number, name: string, body: Uint8Array, cookie = editor) {
  return t.app.request(`/api/admin/schools/test/hero-slides/${slot}`, {
    method: "POST",
    headers: { ...sameSite, cookie, "x-file-name": name },
    body: new Blob([new Uint8Array(body)]),
  });
}

describe("hero slides", () => {
  it("replaces a slide with the photo upright, cut to 1920 × 840, without metadata, where Home asks for it", async () => {
    const response = await replace(3, "front gate.jpg", await phonePhoto({ width: 400, height: 300 }));
    expect(response.status).toBe(200);
    expect((await response.json()).slide).toMatchObject({
      slot: 3,
      path: "test/public/slides/slide-03.jpg",
      exists: true,
    });
    const stored = await fs.readFile(path.join(slides(), "slide-03.jpg"));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 1920, 840, undefined]);
    expect((await t.app.request("/api/image/test/public/slides/slide-03.jpg")).status).toBe(200);
    expect(await fs.readdir(slides())).toEqual(["slide-03.jpg"]);
  });

  it("refuses a HEIC photo named .jpg by name, and a slot that does not exist", async () => {
    const heic = await replace(1, "IMG_1.jpg", heicHeader());
    expect(heic.status).toBe(415);
    expect((await heic.json()).error.message).toMatch(/^IMG_1\.jpg is a HEIC photo/);
    expect((await replace(15, "a.jpg", await phonePhoto())).status).toBe(404);
  });

  it("keep a description per slide in the generic editor, with a revision, which Home reads and a new photo empties", async () => {
    // The hero slides are one object of the generic editor, saved live (decision 0102).
    const item = "/api/admin/schools/test/content/heroSlides/profile";
    const save = (alts: string[]) =>
      t.app.request(item, {
        method: "PUT",
        headers: { ...sameSite, cookie: editor, "content-type": "application/json" },
        body: JSON.stringify({ values: { slides: JSON.stringify(alts.map((alt) => ({ alt }))) } }),
      });
    const empty = Array.from({ length: heroSlideCount }, () => "");
    const publicWords = async () => (await t.app.request("/api/heroSlides/test")).json();
    expect(await publicWords()).toEqual(empty);

    // An empty description keeps its place: the next one stays slide 3's.
    const saved = await save(["The school's front gate at sunrise", "", "  Students at morning assembly "]);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.slides).toEqual([
      { alt: "The school's front gate at sunrise" },
      { alt: "" },
      { alt: "Students at morning assembly" },
    ]);
    expect((await publicWords()).slice(0, 4)).toEqual([
      "The school's front gate at sunrise",
      "",
      "Students at morning assembly",
      "",
    ]);
    const revisions = await (await t.app.request(`${item}/revisions`, { headers: { cookie: editor } })).json();
    expect(revisions.data).toHaveLength(1);

    const tooLong = await save(["x".repeat(2000)]);
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).error.fields).toEqual({
      slides: "Slides (row 1, description): Keep each description shorter.",
    });
    expect((await save(Array.from({ length: heroSlideCount + 1 }, () => "a"))).status).toBe(200);
    expect(await publicWords()).toEqual(Array.from({ length: heroSlideCount }, () => "a"));
    await save(["The school's front gate at sunrise", "Students at morning assembly"]);

    // A new picture in slide 1: its old words no longer say what it shows.
    expect((await replace(1, "new.jpg", await phonePhoto({ width: 420 }))).status).toBe(200);
    expect((await publicWords()).slice(0, 2)).toEqual(["", "Students at morning assembly"]);

    // An import brings its own slides, and the descriptions its content.json has: none here.
    const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/empty-bundle");
    expect(
      (await importBundle({ db: t.db, files: openFileStore(t.config), dir: fixtures, schoolCode: "test" })).ok,
    ).toBe(true);
    expect(await publicWords()).toEqual(empty);
  });

  it("is an editor's: a contributor may not change what Home shows", async () => {
    await createStaff(t.app, t.auth, t.db, "writer@school.example", "contributor");
    const writer = await signIn(t.app, "writer@school.example");
    expect((await replace(1, "a.jpg", await phonePhoto(), writer)).status).toBe(403);
  });
});
