import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportBundle } from "#content/bundle-export";
import { importBundle } from "#content/bundle-import";
import { openFileStore } from "#content/storage/open-file-store";
import { listActivity } from "#database/queries/activity";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { phonePhoto } from "#tests/photo-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
let dataDir: string;
let editor: string;
let contributor: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "media-albums-"));
  t = await createTestApi({ DATA_DIR: dataDir });
  await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
  await createStaff(t.app, t.auth, t.db, "writer@school.example", "contributor");
  editor = await signIn(t.app, "editor@school.example");
  contributor = await signIn(t.app, "writer@school.example");
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

function send(method: string, route: string, body?: unknown, cookie = editor) {
  return t.app.request(`/api/admin/schools/test${route}`, {
    method,
    headers: { ...sameSite, cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function uploadTo(album: string, name: string, width: number): Promise<string> {
  const response = await t.app.request(`/api/admin/schools/test/media/photos?album=${album}`, {
    method: "POST",
    headers: { ...sameSite, cookie: editor, "x-file-name": name },
    body: new Blob([new Uint8Array(await phonePhoto({ width, height: 200 }))]),
  });
  expect(response.status).toBe(201);
  return (await response.json()).file.path;
}

async function newAlbum(cookie = editor): Promise<string> {
  const response = await send(
    "POST",
    "/albums",
    { title: "Annual Day 2026", description: "The whole school on stage.", date: "2026-11-14", category: "Activity" },
    cookie,
  );
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

describe("an album", () => {
  it("is created with its category, date and description, and refuses a bad field by name", async () => {
    const id = await newAlbum();
    expect(id).toMatch(/^annual-day-2026-[0-9a-f]{8}$/);
    const album = await (await send("GET", `/albums/${id}`)).json();
    expect(album).toMatchObject({
      title: "Annual Day 2026",
      description: "The whole school on stage.",
      date: "2026-11-14",
      category: "Activity",
      photos: [],
      cover: null,
      publishedAt: null,
    });
    const bad = await send("POST", "/albums", { title: " ", date: "2026-02-30", category: "Party" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(["category", "date", "title"]);
  });

  it("takes photos in batches, in order; sets the cover; reorders; gives words; marks a batch decorative", async () => {
    const id = await newAlbum();
    const [a, b, c] = [
      await uploadTo(id, "a.jpg", 300),
      await uploadTo(id, "b.jpg", 310),
      await uploadTo(id, "c.jpg", 320),
    ];
    let album = await (await send("GET", `/albums/${id}`)).json();
    expect(album.photos.map((photo: { name: string }) => photo.name)).toEqual(["a.jpg", "b.jpg", "c.jpg"]);

    album = await (
      await send("PATCH", `/albums/${id}`, {
        order: [c, a, b],
        cover: b,
        texts: [{ path: a, alt: "Choir singing the school song", caption: "The senior choir", decorative: false }],
        decorative: [b, c],
      })
    ).json();
    expect(album.photos.map((photo: { path: string }) => photo.path)).toEqual([c, a, b]);
    expect(album.cover).toBe(b);
    expect(album.photos[1]).toMatchObject({ alt: "Choir singing the school song", caption: "The senior choir" });
    expect(album.photos.filter((photo: { decorative: boolean }) => photo.decorative)).toHaveLength(2);

    album = await (await send("PATCH", `/albums/${id}`, { remove: [b] })).json();
    expect(album.photos).toHaveLength(2);
    expect(album.cover).toBeNull();
  });

  it("is refused at publishing while a photo has no alt text and is not decorative, naming the photo", async () => {
    const id = await newAlbum();
    const a = await uploadTo(id, "IMG_0001.jpg", 300);
    await uploadTo(id, "IMG_0002.jpg", 310);
    await send("PATCH", `/albums/${id}`, {
      texts: [{ path: a, alt: "Prize giving on the main stage", caption: "", decorative: false }],
    });
    const refused = await send("POST", `/albums/${id}/publish`);
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error.code).toBe("publish_refused");
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatchObject({ code: "image-alt-missing" });
    expect(error.problems[0].message).toMatch(/^IMG_0002\.jpg: this photo has no description/);
    expect(await (await t.app.request(`/api/subGallery?id=${id}`)).json()).toEqual([]);
  });

  it("is published as a gallery, cover first, on the site's lists at once; a contributor may draft but not publish", async () => {
    const id = await newAlbum(contributor);
    const a = await uploadTo(id, "a.jpg", 300);
    const b = await uploadTo(id, "b.jpg", 310);
    await send("PATCH", `/albums/${id}`, { cover: b, decorative: [a] }, contributor);
    await send("PATCH", `/albums/${id}`, {
      texts: [{ path: b, alt: "Parents applauding in the hall", caption: "", decorative: false }],
    });
    expect((await send("POST", `/albums/${id}/publish`, {}, contributor)).status).toBe(403);

    // The list is cached; publishing must empty the cache.
    const before = await (await t.app.request("/api/gallery/All/test")).json();
    expect(before.some((item: { _id: string }) => item._id === id)).toBe(false);
    const published = await send("POST", `/albums/${id}/publish`);
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ id, path: `/SubGallery?id=${id}` });

    const [record] = await (await t.app.request(`/api/subGallery?id=${id}`)).json();
    expect(record).toMatchObject({ title: "Annual Day 2026", date: "2026-11-14", attachments: [b, a] });
    const list = await (await t.app.request("/api/gallery/All/test")).json();
    expect(list.find((item: { _id: string }) => item._id === id)).toMatchObject({ category: "Activity" });

    // The public page's words, in the album's order: the decorative photo has none of its own.
    expect(await (await t.app.request(`/api/albumPhotos/test/${id}`)).json()).toEqual([
      { path: b, alt: "Parents applauding in the hall", caption: "" },
      { path: a, alt: "", caption: "" },
    ]);
    expect(await (await t.app.request("/api/albumPhotos/test/no-such-album")).json()).toEqual([]);

    const album = await (await send("GET", `/albums/${id}`)).json();
    expect(album.publishedAt).not.toBeNull();
    const log = await listActivity(t.db, "test", { kind: "album", limit: 10 });
    expect(log.map((entry) => entry.action)).toEqual(["published the album", "created the album"]);
  });
});

describe("a photo whose caption names a child", () => {
  it("is kept off the site until an editor records consent; a contributor cannot record it", async () => {
    const id = await newAlbum();
    const a = await uploadTo(id, "a.jpg", 300);
    const b = await uploadTo(id, "b.jpg", 310);
    await send("PATCH", `/albums/${id}`, {
      texts: [
        { path: a, alt: "The prize table", caption: "", decorative: false },
        { path: b, alt: "A girl holding a trophy", caption: "Riya Sharma, winner", decorative: false },
      ],
    });
    // The contributor says that the caption names a child, and cannot say that consent is on file.
    await send(
      "PATCH",
      `/albums/${id}`,
      {
        texts: [
          { path: a, alt: "The prize table", caption: "", decorative: false },
          {
            path: b,
            alt: "A girl holding a trophy",
            caption: "Riya Sharma, winner",
            decorative: false,
            namesChild: true,
            consent: "given",
          },
        ],
      },
      contributor,
    );
    const photo = (await (await send("GET", `/albums/${id}`)).json()).photos[1];
    expect(photo).toMatchObject({ namesChild: true, consent: null });
    expect((await send("POST", `/albums/${id}/publish`)).status).toBe(200);

    const publicAnswers = async () => ({
      album: (await (await t.app.request(`/api/subGallery?id=${id}&school=test`)).json())[0].attachments,
      list: (await (await t.app.request("/api/gallery/All/test")).json()).find(
        (item: { _id: string }) => item._id === id,
      ).attachments,
      words: (await (await t.app.request(`/api/albumPhotos/test/${id}`)).json()).map(
        (entry: { path: string }) => entry.path,
      ),
    });
    expect(await publicAnswers()).toEqual({ album: [a], list: [a], words: [a] });
    const consentList = (await (await send("GET", "/consent")).json()).data;
    expect(consentList).toContainEqual({
      kind: "photos",
      id: b,
      name: "Riya Sharma, winner",
      detail: "Photo b.jpg",
      consent: null,
    });

    expect((await send("PUT", `/consent/photos/${b}`, { consent: "given" }, contributor)).status).toBe(403);
    expect((await send("PUT", `/consent/photos/${a}`, { consent: "given" })).status).toBe(404);
    expect((await send("PUT", `/consent/photos/${b}`, { consent: "given" })).status).toBe(200);
    expect(await publicAnswers()).toEqual({ album: [a, b], list: [a, b], words: [a, b] });
    expect((await (await send("GET", "/consent")).json()).data).not.toContainEqual(
      expect.objectContaining({ kind: "photos" }),
    );
    const log = await listActivity(t.db, "test", { kind: "consent", limit: 1 });
    expect(log[0]).toMatchObject({ target: "Riya Sharma, winner (photo)", action: "set to: Consent on file" });
  });
});

describe("an album chosen for a club page", () => {
  it("shows its photos on that club's page once published, and nowhere else; the choice can be taken back", async () => {
    const id = await newAlbum();
    const a = await uploadTo(id, "a.jpg", 300);
    const b = await uploadTo(id, "b.jpg", 310);
    const details = { title: "Music Week", date: "2026-11-20", category: "Activity", description: "" };
    const bad = await send("PATCH", `/albums/${id}`, { details: { ...details, club: "chess" } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["details.club"]);
    await send("PATCH", `/albums/${id}`, {
      details: { ...details, club: "music" },
      texts: [
        { path: a, alt: "The school band tuning up", caption: "Band practice", decorative: false },
        { path: b, alt: "A student at the tabla", caption: "", decorative: false },
      ],
    });
    expect((await (await send("GET", `/albums/${id}`)).json()).club).toBe("music");
    // A draft is not on the site yet.
    expect(await (await t.app.request("/api/clubPhotos/test/music")).json()).toEqual([]);

    expect((await send("POST", `/albums/${id}/publish`)).status).toBe(200);
    expect(await (await t.app.request("/api/clubPhotos/test/music")).json()).toEqual([
      { path: a, alt: "The school band tuning up", caption: "Band practice" },
      { path: b, alt: "A student at the tabla", caption: "" },
    ]);
    expect(await (await t.app.request("/api/clubPhotos/test/green")).json()).toEqual([]);
    expect(await (await t.app.request("/api/clubPhotos/test/no-such-club")).json()).toEqual([]);
    expect(await (await t.app.request("/api/clubPhotos/other/music")).json()).toEqual([]);
    // The spec's records keep their fields: the club is not one of them.
    const list = await (await t.app.request("/api/gallery/All/test")).json();
    expect(list.find((item: { _id: string }) => item._id === id)).not.toHaveProperty("club");
    const [record] = await (await t.app.request(`/api/subGallery?id=${id}`)).json();
    expect(record).not.toHaveProperty("club");

    await send("PATCH", `/albums/${id}`, { details: { ...details, club: "" } });
    expect((await send("POST", `/albums/${id}/publish`)).status).toBe(200);
    expect(await (await t.app.request("/api/clubPhotos/test/music")).json()).toEqual([]);
  });
});

describe("an album's photos through an export and an import", () => {
  it("travel as files/uploads/…, come back at the same stored path, and keep their words", async () => {
    // A school whose every file has its record (the API fixture's content is stored without files).
    const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/empty-bundle");
    await importBundle({ db: t.db, files: openFileStore(t.config), dir: fixtures, schoolCode: "test" });
    const id = await newAlbum();
    const a = await uploadTo(id, "a.jpg", 300);
    const loose = await uploadTo(id, "b.jpg", 310);
    await send("PATCH", `/albums/${id}`, {
      details: { title: "Annual Day 2026", date: "2026-11-14", category: "Activity", club: "performing-arts" },
      remove: [loose],
      texts: [{ path: a, alt: "The choir on stage", caption: "Annual day", decorative: false }],
    });
    expect((await send("POST", `/albums/${id}/publish`)).status).toBe(200);

    const dir = path.join(dataDir, "export");
    await exportBundle({ db: t.db, files: openFileStore(t.config), dir, schoolCode: "test" });
    const content = JSON.parse(await fs.readFile(path.join(dir, "content.json"), "utf8"));
    const exported = content.galleries.find((album: { _id: string }) => album._id === id);
    expect(exported).toMatchObject({ attachments: [`uploads/${a}`], club: "performing-arts" });
    // An upload in no album is exported too: it is still the school's.
    expect((await fs.readdir(path.join(dir, "files", "uploads"))).sort()).toEqual([a, loose].sort());

    await importBundle({ db: t.db, files: openFileStore(t.config), dir, schoolCode: "test" });
    const [record] = await (await t.app.request(`/api/subGallery?id=${id}`)).json();
    expect(record.attachments).toEqual([a]);
    expect(await (await t.app.request(`/api/albumPhotos/test/${id}`)).json()).toEqual([
      { path: a, alt: "The choir on stage", caption: "Annual day" },
    ]);
    expect(await (await t.app.request("/api/clubPhotos/test/performing-arts")).json()).toEqual([
      { path: a, alt: "The choir on stage", caption: "Annual day" },
    ]);
  });
});
