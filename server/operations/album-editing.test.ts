import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isoDateOf, schoolToday } from "#domain/school-date";
import { EditingError } from "#server/editing/editing-error";
import { phonePhoto } from "#tests/photo-fixture";
import { createTestSite } from "#tests/site-context-fixture";
import { createStaff, signIn } from "#tests/staff-fixture";
import { staffAccess } from "./staff-session";

/**
 * Albums in the generic editor (issue 22, decision 0101): a draft of the galleries kind whose
 * photos are uploads, the photos' words set through the media operations, and the album photo
 * check among the publish-time checks. What the album API answered, the editor's operations answer.
 */

let t: Awaited<ReturnType<typeof createTestSite>>;
let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "album-editing-"));
  t = await createTestSite({ DATA_DIR: dataDir });
  await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
  await createStaff(t.app, t.auth, t.db, "writer@school.example", "contributor");
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

async function as(email: string) {
  const cookie = await signIn(t.app, email);
  const visitor = { address: "203.0.113.5", siteSchool: "test", baseUrl: "http://localhost", headers: new Headers() };
  const staff = await staffAccess(
    t.deps,
    () => visitor,
  )(new Request("http://localhost/admin", { headers: { cookie } }));
  if (!staff) throw new Error(`${email} is not signed in`);
  return staff.school("test");
}

type School = Awaited<ReturnType<typeof as>>;

async function upload(school: School, name: string, width: number): Promise<string> {
  const bytes = new Uint8Array(await phonePhoto({ width, height: 200 }));
  return (await school.media.upload("photo", name, bytes)).file.path;
}

const details = { title: "Annual Day 2026", date: "2026-11-14", category: "Activity", description: "On stage." };

async function newAlbum(school: School, photos: string[], extra: Record<string, string> = {}): Promise<string> {
  const { id } = await school.content.create("galleries", {
    values: { ...details, ...extra, attachments: JSON.stringify(photos) },
  });
  return id;
}

async function refusal(run: Promise<unknown>): Promise<EditingError> {
  const caught = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(EditingError);
  return caught as EditingError;
}

const publicJson = async (url: string) => (await t.app.request(url)).json();

describe("an album in the generic editor", () => {
  it("keeps its photos in the order given, and its photos' words are the uploads'", async () => {
    const editor = await as("editor@school.example");
    const [a, b, c] = [
      await upload(editor, "a.jpg", 300),
      await upload(editor, "b.jpg", 310),
      await upload(editor, "c.jpg", 320),
    ];
    const id = await newAlbum(editor, [c, a, b]);
    await editor.media.describePhotos({
      texts: [{ path: a, alt: "Choir singing the school song", caption: "The senior choir", decorative: false }],
      decorative: [b, c],
    });
    const item = await editor.content.get("galleries", id);
    expect(item).toMatchObject({ title: "Annual Day 2026", status: "draft" });
    expect(item.data.attachments).toEqual([c, a, b]);
    const words = await editor.media.photos([c, a, b]);
    expect(words.map((photo) => [photo.name, photo.alt, photo.caption, photo.decorative])).toEqual([
      ["c.jpg", "", "", true],
      ["a.jpg", "Choir singing the school song", "The senior choir", false],
      ["b.jpg", "", "", true],
    ]);
  });

  it("is refused at publishing while an uploaded photo is neither described nor decorative, naming it", async () => {
    const editor = await as("editor@school.example");
    const a = await upload(editor, "IMG_0001.jpg", 300);
    const b = await upload(editor, "IMG_0002.jpg", 310);
    const id = await newAlbum(editor, [a, b]);
    await editor.media.describePhotos({
      texts: [{ path: a, alt: "Prize giving on the main stage", caption: "", decorative: false }],
    });
    const error = await refusal(editor.content.step("galleries", id, "publish"));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^This album cannot be published yet/);
    expect(error.details.problems).toHaveLength(1);
    expect(error.details.problems?.[0]).toMatchObject({
      code: "image-alt-missing",
      field: "attachments",
      locator: { kind: "file", file: b },
    });
    expect(error.details.problems?.[0].message).toMatch(/^IMG_0002\.jpg: this photo has no description/);
    expect(await publicJson(`/api/subGallery?id=${id}`)).toEqual([]);

    // An album with no photo is refused too, at its photos.
    const empty = await newAlbum(editor, []);
    const none = await refusal(editor.content.step("galleries", empty, "publish"));
    expect(none.details.fields).toEqual({ attachments: "Photos is required." });
  });

  it("is published as a gallery on the site's lists at once, its words in its order; a contributor drafts but does not publish", async () => {
    const contributor = await as("writer@school.example");
    const editor = await as("editor@school.example");
    const a = await upload(contributor, "a.jpg", 300);
    const b = await upload(contributor, "b.jpg", 310);
    const id = await newAlbum(contributor, [b, a]);
    await contributor.media.describePhotos({
      texts: [{ path: b, alt: "Parents applauding in the hall", caption: "", decorative: false }],
      decorative: [a],
    });
    expect((await refusal(contributor.content.step("galleries", id, "publish"))).status).toBe(403);

    // The list is cached; publishing must empty the cache.
    const before = await publicJson("/api/gallery/All/test");
    expect(before.some((item: { _id: string }) => item._id === id)).toBe(false);
    await editor.content.step("galleries", id, "publish");
    const [record] = await publicJson(`/api/subGallery?id=${id}`);
    expect(record).toMatchObject({ title: "Annual Day 2026", date: "2026-11-14", attachments: [b, a] });
    const list = await publicJson("/api/gallery/All/test");
    expect(list.find((item: { _id: string }) => item._id === id)).toMatchObject({ category: "Activity" });
    // The public page's words, in the album's order: the decorative photo has none of its own.
    expect(await publicJson(`/api/albumPhotos/test/${id}`)).toEqual([
      { path: b, alt: "Parents applauding in the hall", caption: "" },
      { path: a, alt: "", caption: "" },
    ]);

    // Words changed on a published album are on its page at once, through every cache.
    await editor.media.describePhotos({
      texts: [{ path: b, alt: "Parents applauding the prize winners", caption: "Prize day", decorative: false }],
    });
    expect((await publicJson(`/api/albumPhotos/test/${id}`))[0]).toEqual({
      path: b,
      alt: "Parents applauding the prize winners",
      caption: "Prize day",
    });
  });

  it("says it was updated on the school's day when it is published again, as the album page always did", async () => {
    const editor = await as("editor@school.example");
    const a = await upload(editor, "a.jpg", 300);
    await editor.media.describePhotos({ decorative: [a] });
    const id = await newAlbum(editor, [a]);
    await editor.content.step("galleries", id, "publish");
    // Published once: "updated on" is the album's own date.
    expect((await publicJson(`/api/subGallery?id=${id}`))[0]).toMatchObject({ updatedAt: "2026-11-14" });
    await editor.content.save("galleries", id, {
      values: { ...details, title: "Annual Day 2026, the prizes", attachments: JSON.stringify([a]) },
    });
    await editor.content.step("galleries", id, "publish");
    const [record] = await publicJson(`/api/subGallery?id=${id}`);
    expect(record.title).toBe("Annual Day 2026, the prizes");
    expect(record.updatedAt).toBe(isoDateOf(schoolToday(await t.deps.timeZoneOf("test"), t.deps.now?.())));
  });

  it("lets a contributor say that a caption names a child, never that consent is on file", async () => {
    const contributor = await as("writer@school.example");
    const editor = await as("editor@school.example");
    const a = await upload(editor, "a.jpg", 300);
    const text = { path: a, alt: "A girl holding a trophy", caption: "Riya Sharma, winner", decorative: false };
    await contributor.media.describePhotos({ texts: [{ ...text, namesChild: true, consent: "given" }] });
    expect((await editor.media.photos([a]))[0]).toMatchObject({ namesChild: true, consent: null });
    await editor.media.describePhotos({ texts: [{ ...text, namesChild: true, consent: "given" }] });
    expect((await editor.media.photos([a]))[0]).toMatchObject({ namesChild: true, consent: "given" });
  });

  it("shows its photos on the club page chosen once published, and the choice can be taken back", async () => {
    const editor = await as("editor@school.example");
    const a = await upload(editor, "a.jpg", 300);
    await editor.media.describePhotos({
      texts: [{ path: a, alt: "The school band tuning up", caption: "Band practice", decorative: false }],
    });
    const chess = await newAlbum(editor, [a], { club: "chess" });
    expect((await refusal(editor.content.step("galleries", chess, "publish"))).details.fields).toHaveProperty("club");

    const id = await newAlbum(editor, [a], { club: "music" });
    // A draft is not on the site yet.
    expect(await publicJson("/api/clubPhotos/test/music")).toEqual([]);
    await editor.content.step("galleries", id, "publish");
    expect(await publicJson("/api/clubPhotos/test/music")).toEqual([
      { path: a, alt: "The school band tuning up", caption: "Band practice" },
    ]);
    // The spec's records keep their fields: the club is not one of them.
    const [record] = await publicJson(`/api/subGallery?id=${id}`);
    expect(record).not.toHaveProperty("club");

    await editor.content.save("galleries", id, { values: { ...details, club: "", attachments: JSON.stringify([a]) } });
    await editor.content.step("galleries", id, "publish");
    expect(await publicJson("/api/clubPhotos/test/music")).toEqual([]);
  });
});
