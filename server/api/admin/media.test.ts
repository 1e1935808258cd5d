import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { heicHeader, phonePhoto, tinyPdf } from "#tests/photo-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
let dataDir: string;
let editor: string;

async function start(overrides: Record<string, string> = {}) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "media-api-"));
  t = await createTestApi({ DATA_DIR: dataDir, ...overrides });
  await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
  editor = await signIn(t.app, "editor@school.example");
}

beforeEach(() => start());
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

function upload(name: string, body: Uint8Array, what = "photos", cookie = editor) {
  return t.app.request(`/api/admin/schools/test/media/${what}`, {
    method: "POST",
    headers: {
      ...sameSite,
      cookie,
      "x-file-name": encodeURIComponent(name),
      "content-type": "application/octet-stream",
    },
    body: new Blob([new Uint8Array(body)]),
  });
}

async function usage() {
  const response = await t.app.request("/api/admin/schools/test/media/usage", { headers: { cookie: editor } });
  return (await response.json()) as { usedBytes: number; quotaBytes: number };
}

describe("uploading a photo", () => {
  it("stores it upright, at most 2560 px, without EXIF or GPS, where the image service serves it", async () => {
    const response = await upload("IMG_0001.JPG", await phonePhoto({ width: 400, height: 300 }));
    expect(response.status).toBe(201);
    const { file, duplicate } = await response.json();
    expect(duplicate).toBe(false);
    expect(file).toMatchObject({ name: "IMG_0001.JPG", width: 300, height: 400, alt: "", decorative: false });
    expect(file.path).toMatch(/^[0-9a-f]{64}\.jpg$/);

    const stored = await fs.readFile(path.join(dataDir, "files", file.path));
    expect(file.bytes).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([300, 400, undefined, 1]);
    expect(stored.includes(Buffer.from("TestCam"))).toBe(false);

    const served = await t.app.request(`/api/image/${file.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await usage()).usedBytes).toBe(stored.length);
  });

  it("reads the type from the bytes: a PNG named .jpg is stored as the PNG it is", async () => {
    const response = await upload("scan.jpg", await phonePhoto({ format: "png" }));
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file.path).toMatch(/\.png$/);
    expect((await sharp(path.join(dataDir, "files", file.path)).metadata()).format).toBe("png");
  });

  it("refuses a text file and a HEIC photo named .jpg, naming the file, and stores nothing", async () => {
    const text = await upload("holiday.jpg", new TextEncoder().encode("not a picture at all, just words"));
    expect(text.status).toBe(415);
    expect((await text.json()).error).toEqual({
      code: "upload_type",
      message: "holiday.jpg is not a kind of file the site can read. Photos must be JPEG, PNG or WebP.",
    });
    const heic = await upload("IMG_7781.jpg", heicHeader());
    expect(heic.status).toBe(415);
    expect((await heic.json()).error.message).toMatch(/^IMG_7781\.jpg is a HEIC photo .* Save it as JPEG/);
    // A JPEG signature with nothing decodable after it.
    const broken = await upload("half.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]));
    expect(broken.status).toBe(422);
    expect((await broken.json()).error.message).toMatch(/^half\.jpg could not be read as a picture/);
    expect(await fs.readdir(path.join(dataDir, "files")).catch(() => [])).toEqual([]);
    expect((await usage()).usedBytes).toBe(0);
  });

  it("notices the same bytes sent again and stores them once", async () => {
    const photo = await phonePhoto();
    const first = await (await upload("a.jpg", photo)).json();
    const again = await upload("copy of a.jpg", photo);
    expect(again.status).toBe(200);
    const second = await again.json();
    expect(second.duplicate).toBe(true);
    expect(second.file.path).toBe(first.file.path);
    expect(second.file.name).toBe("a.jpg");
    expect((await fs.readdir(path.join(dataDir, "files"))).filter((name) => !name.startsWith("."))).toHaveLength(1);
    expect((await usage()).usedBytes).toBe(first.file.bytes);
  });

  it("refuses a file over 25 MB before reading it all", async () => {
    const response = await upload("huge.jpg", new Uint8Array(25 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("huge.jpg is larger than 25 MB, the most a photo may be.");
  });

  it("lets no one upload who may not write drafts, and no page of another site", async () => {
    const photo = await phonePhoto();
    expect((await upload("a.jpg", photo, "photos", "")).status).toBe(401);
    const crossSite = await t.app.request("/api/admin/schools/test/media/photos", {
      method: "POST",
      headers: { cookie: editor, origin: "https://elsewhere.example", host: "localhost", "x-file-name": "a.jpg" },
      body: new Blob([new Uint8Array(photo)]),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("the storage quota", () => {
  it("refuses an upload over the school's quota with a message naming the file", async () => {
    // A second school set-up, with a quota of one megabyte.
    await fs.rm(dataDir, { recursive: true, force: true });
    await start({ STORAGE_QUOTA_MB: "1" });
    expect((await usage()).quotaBytes).toBe(1024 * 1024);
    // Noise does not compress: a PNG of it stays over a megabyte.
    const noise = randomBytes(800 * 800 * 3);
    const big = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    const small = await upload("small.jpg", await phonePhoto());
    expect(small.status).toBe(201);
    const refused = await upload("noise.png", big);
    expect(refused.status).toBe(413);
    const { error } = await refused.json();
    expect(error.code).toBe("upload_quota");
    expect(error.message).toMatch(
      /^noise\.png \(.+ MB\) does not fit: the school has .+ of its 1 MB of storage left\./,
    );
    expect((await usage()).usedBytes).toBe((await small.json()).file.bytes);
  });
});

describe("uploading a PDF", () => {
  it("takes a PDF by its bytes, whatever its name, and refuses a picture sent as one", async () => {
    const response = await upload("circular.bin", tinyPdf(), "documents");
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file.path).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(await fs.readFile(path.join(dataDir, "files", file.path))).toEqual(tinyPdf());
    const photo = await upload("circular.pdf", await phonePhoto(), "documents");
    expect(photo.status).toBe(415);
    expect((await photo.json()).error.message).toBe(
      "circular.pdf is a JPEG photo, not a PDF. Attachments and certificates must be PDF files.",
    );
  });
});

describe("uploading a video (issue 13: the principal's message)", () => {
  it("takes an MP4 by its bytes and stores it as sent, and refuses a PDF sent as one", async () => {
    const mp4 = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0, 1, 2, 3, 4]);
    const response = await upload("message.mov", mp4, "videos");
    expect(response.status).toBe(201);
    const { file } = await response.json();
    expect(file.path).toMatch(/^[0-9a-f]{64}\.mp4$/);
    expect(await fs.readFile(path.join(dataDir, "files", file.path))).toEqual(Buffer.from(mp4));
    const pdf = await upload("message.mp4", tinyPdf(), "videos");
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).error.message).toBe("message.mp4 is a PDF. A video must be an MP4 file.");
  });
});

describe("making room", () => {
  it("lists the uploads nothing uses and deletes one, which then counts no more; one in an album's draft stays", async () => {
    const kept = (await (await upload("kept.jpg", await phonePhoto({ width: 410 }))).json()).file;
    // An album is a draft of the galleries kind, its photos its attachments (decision 0101).
    const created = await t.app.request("/api/admin/schools/test/content/galleries", {
      method: "POST",
      headers: { ...sameSite, cookie: editor, "content-type": "application/json" },
      body: JSON.stringify({
        values: { title: "Choir", date: "2026-11-01", category: "Activity", attachments: JSON.stringify([kept.path]) },
      }),
    });
    expect(created.status).toBe(200);
    const loose = (await (await upload("loose.jpg", await phonePhoto({ width: 420 }))).json()).file;

    const unused = async () =>
      (await (await t.app.request("/api/admin/schools/test/media/unused", { headers: { cookie: editor } })).json())
        .data;
    expect((await unused()).map((file: { name: string }) => file.name)).toEqual(["loose.jpg"]);
    const remove = (storedPath: string) =>
      t.app.request(`/api/admin/schools/test/media/unused/${storedPath}`, {
        method: "DELETE",
        headers: { ...sameSite, cookie: editor },
      });
    expect((await remove(kept.path)).status).toBe(409);
    expect((await remove(loose.path)).status).toBe(204);
    expect((await remove(loose.path)).status).toBe(404);
    expect((await remove("..%2Fschool.db")).status).toBe(404);
    expect(await unused()).toEqual([]);
    expect((await usage()).usedBytes).toBe(kept.bytes);

    // Files that only a draft names, as an attachment or as a picture inside its text, are in use too.
    const attached = (await (await upload("circular.pdf", tinyPdf(), "documents")).json()).file;
    const pictured = (await (await upload("stage.jpg", await phonePhoto({ width: 430 }))).json()).file;
    expect((await unused()).map((file: { name: string }) => file.name).sort()).toEqual(["circular.pdf", "stage.jpg"]);
    const draft = await t.app.request("/api/admin/schools/test/content/news", {
      method: "POST",
      headers: { ...sameSite, cookie: editor, "content-type": "application/json" },
      body: JSON.stringify({
        values: {
          title: "Annual Day",
          fromDate: "2026-11-20",
          description: `<p>On stage:</p><figure><img src="/api/image/${pictured.path}" alt="The choir"></figure>`,
          attachments: JSON.stringify([attached.path]),
        },
      }),
    });
    expect(draft.status).toBe(200);
    expect(await unused()).toEqual([]);
    expect((await remove(attached.path)).status).toBe(409);
    expect((await remove(pictured.path)).status).toBe(409);
    // Uploaded again, it is stored again: it was gone, not a duplicate.
    const again = await upload("loose.jpg", await phonePhoto({ width: 420 }));
    expect(again.status).toBe(201);
  });
});

describe("pictures named by the names they were uploaded with (issue 23)", () => {
  const longName = `${"Annual-Day-stage-and-choir-".repeat(3)}IMG_2041.jpg`;

  it("lists the school's photos, newest first, and the uploads asked for by path", async () => {
    const first = (await (await upload("IMG_2040.jpg", await phonePhoto({ width: 410 }))).json()).file;
    const second = (await (await upload(longName, await phonePhoto({ width: 415 }))).json()).file;
    await upload("circular.pdf", tinyPdf(), "documents");
    const list = await t.app.request("/api/admin/schools/test/media/photos", { headers: { cookie: editor } });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: Array<{ name: string; path: string }> };
    expect(data.map((file) => file.name).sort()).toEqual(["IMG_2040.jpg", longName].sort());
    const asked = await t.app.request(`/api/admin/schools/test/media/photos?path=${first.path}&path=missing.jpg`, {
      headers: { cookie: editor },
    });
    expect(((await asked.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ path: first.path, name: "IMG_2040.jpg" }),
    ]);
    expect(second.name).toBe(longName);
  });

  it("names a picture without alt text in the publish refusal by its file name, not its stored hash", async () => {
    const photo = (await (await upload(longName, await phonePhoto({ width: 425 }))).json()).file;
    const draft = await t.app.request("/api/admin/schools/test/content/news", {
      method: "POST",
      headers: { ...sameSite, cookie: editor, "content-type": "application/json" },
      body: JSON.stringify({
        values: {
          title: "Annual Day",
          fromDate: "2026-11-20",
          description: `<h2>On stage</h2><figure><img src="/api/image/${photo.path}" alt=""></figure>`,
        },
      }),
    });
    const { id } = (await draft.json()) as { id: string };
    const refused = await t.app.request(`/api/admin/schools/test/content/news/${id}/publish`, {
      method: "POST",
      headers: { ...sameSite, cookie: editor },
    });
    expect(refused.status).toBe(422);
    const { error } = (await refused.json()) as {
      error: { problems: Array<{ code: string; locator: { excerpt?: string; picture?: string } }> };
    };
    const missing = error.problems.find((problem) => problem.code === "image-alt-missing");
    expect(missing?.locator).toMatchObject({ excerpt: longName, picture: photo.path });
    expect(JSON.stringify(error)).not.toContain(photo.path.slice(0, 40) + "…");
  });
});
