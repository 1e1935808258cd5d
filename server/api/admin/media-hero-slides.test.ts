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

    const list = await (
      await t.app.request("/api/admin/schools/test/hero-slides", { headers: { cookie: editor } })
    ).json();
    expect(list.data).toHaveLength(heroSlideCount);
    expect(
      list.data.filter((slide: { exists: boolean }) => slide.exists).map((slide: { slot: number }) => slide.slot),
    ).toEqual([3]);
  });

  it("refuses a HEIC photo named .jpg by name, and a slot that does not exist", async () => {
    const heic = await replace(1, "IMG_1.jpg", heicHeader());
    expect(heic.status).toBe(415);
    expect((await heic.json()).error.message).toMatch(/^IMG_1\.jpg is a HEIC photo/);
    expect((await replace(15, "a.jpg", await phonePhoto())).status).toBe(404);
  });

  it("reorders the slides, and refuses an order that does not name each once", async () => {
    await replace(1, "first.jpg", await phonePhoto({ width: 400 }));
    await replace(2, "second.jpg", await phonePhoto({ width: 500 }));
    const second = await fs.readFile(path.join(slides(), "slide-02.jpg"));
    const order = [2, 1, ...Array.from({ length: heroSlideCount - 2 }, (_, index) => index + 3)];
    const send = (body: unknown) =>
      t.app.request("/api/admin/schools/test/hero-slides/order", {
        method: "PUT",
        headers: { ...sameSite, cookie: editor, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await send({ order: [1, 1, 2] })).status).toBe(400);
    const response = await send({ order });
    expect(response.status).toBe(200);
    expect(await fs.readFile(path.join(slides(), "slide-01.jpg"))).toEqual(second);
  });

  it("keeps a description per slide, which Home reads, which follows a reorder and goes with a new photo", async () => {
    const put = (route: string, body: unknown) =>
      t.app.request(`/api/admin/schools/test/hero-slides/${route}`, {
        method: "PUT",
        headers: { ...sameSite, cookie: editor, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const empty = Array.from({ length: heroSlideCount }, () => "");
    const publicWords = async () => (await t.app.request("/api/heroSlides/test")).json();
    expect(await publicWords()).toEqual(empty);

    const texts = ["The school's front gate at sunrise", "  Students at morning assembly ", ...empty.slice(2)];
    const saved = await put("texts", { texts });
    expect(saved.status).toBe(200);
    const data = (await saved.json()).data;
    expect(data.slice(0, 3).map((slide: { alt: string }) => slide.alt)).toEqual([
      "The school's front gate at sunrise",
      "Students at morning assembly",
      "",
    ]);
    expect((await publicWords()).slice(0, 2)).toEqual([
      "The school's front gate at sunrise",
      "Students at morning assembly",
    ]);

    expect((await put("texts", { texts: texts.slice(1) })).status).toBe(400);
    expect((await put("texts", { texts: ["x".repeat(2000), ...empty.slice(1)] })).status).toBe(400);

    const order = [2, 1, ...Array.from({ length: heroSlideCount - 2 }, (_, index) => index + 3)];
    expect((await put("order", { order })).status).toBe(200);
    expect((await publicWords()).slice(0, 2)).toEqual([
      "Students at morning assembly",
      "The school's front gate at sunrise",
    ]);

    // A new picture in slide 1: its old words no longer say what it shows.
    expect((await replace(1, "new.jpg", await phonePhoto({ width: 420 }))).status).toBe(200);
    expect((await publicWords()).slice(0, 2)).toEqual(["", "The school's front gate at sunrise"]);

    // An import brings its own slides, so the words of the old ones go.
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
