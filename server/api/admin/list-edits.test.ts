import { beforeEach, describe, expect, it } from "vitest";
import { replaceSchoolContent } from "#database/queries/school-content";
import { bundleSchema } from "#domain/content-schema";
import { createTestApi, fixtureBundle, type TestApi } from "#tests/api-fixture";
import { tempDir, tinyPng } from "#tests/fixtures/make-bundle";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

/** Editing a topper, a faculty member or a video in place (decision 0073). */

let t: TestApi;
let owner: string;
beforeEach(async () => {
  t = await createTestApi({ DATA_DIR: tempDir("list-edits") });
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  owner = await signIn(t.app, "principal@school.example");
  // A second school on the same database, whose records the first school's staff must not reach by id.
  await replaceSchoolContent(
    t.db,
    "other",
    bundleSchema.parse({
      ...fixtureBundle,
      toppers: [{ _id: "o-t", name: "Other Topper", class: "X", division: "90%", sessionYear: "2025-2026" }],
      faculty: [{ _id: "o-f", name: "Other Teacher", designation: "PRT", order: 1 }],
      videos: [
        {
          _id: "o-v",
          title: "Other video",
          date: "2026-01-01",
          videoUrl: "https://www.youtube.com/watch?v=bbbbbbbbbbb",
        },
      ],
      transferCertificates: [],
    }),
    [],
    [],
  );
});

const base = "/api/admin/schools/test";
function send(method: string, route: string, body?: unknown) {
  return t.app.request(`${base}${route}`, {
    method,
    headers: { ...sameSite, cookie: owner, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
function sendForm(route: string, fields: Record<string, string>, photo?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (photo) form.set("photo", photo);
  return t.app.request(`${base}${route}`, { method: "PUT", headers: { ...sameSite, cookie: owner }, body: form });
}
async function publicList<T>(path: string): Promise<T[]> {
  return (await t.app.request(path)).json();
}
type Entry = { kind: string; target: string; action: string };
/** The log's records entries, newest first (signing in is logged too). */
async function activity(): Promise<Entry[]> {
  const entries: Entry[] = (await (await send("GET", "/activity")).json()).data;
  return entries.filter((entry) => ["topper", "faculty", "video", "consent"].includes(entry.kind));
}
async function storedTopper(id: string) {
  const toppers: Array<{ _id: string; attachments: string[]; consent: string | null }> = (
    await (await send("GET", "/toppers")).json()
  ).data;
  return toppers.find((topper) => topper._id === id);
}
async function otherSchool<T extends { _id: string }>(path: string): Promise<T[]> {
  return publicList<T>(path.replace("{school}", "other"));
}

describe("editing a topper", () => {
  // "Percent": XII, 95%, 2024-2025, no photo, no consent state, in the fixture.
  const percent = { name: "Percent", class: "XII", division: "95%", stream: "", sessionYear: "2024-2025" };

  it("changes the marks, re-sorts the public list, keeps consent and photo unless sent, and logs it", async () => {
    await send("PUT", "/consent/toppers/t-95", { consent: "given" });
    const photo = new File([new Uint8Array(await tinyPng(9, 8, 7))], "percent.png");
    expect((await sendForm("/toppers/t-95", { ...percent, division: "99.5%" }, photo)).status).toBe(200);
    const [activityEntry] = await activity();
    expect(activityEntry).toMatchObject({
      kind: "topper",
      target: "Percent (XII, 2024-2025)",
      action: 'edited (marks "95%" → "99.5%"; photo added)',
    });
    // The highest marks now: first in the public list, in full (consent kept), with the new photo.
    const [first] = await publicList<{ _id: string; division: string; attachments: string[] }>("/api/topper/test");
    expect(first).toMatchObject({ _id: "t-95", division: "99.5%" });
    expect(first.attachments[0]).toMatch(/^[0-9a-f]{64}\.png$/);

    // No photo and no consent field: both stay as they are.
    expect((await sendForm("/toppers/t-95", { ...percent, name: "Percy Rao", division: "99.5%" })).status).toBe(200);
    expect(await storedTopper("t-95")).toMatchObject({ consent: "given", attachments: first.attachments });
    expect((await activity())[0].action).toBe('edited (name "Percent" → "Percy Rao")');

    // An empty consent field is a change to "no consent on file", logged as a consent change too.
    await sendForm("/toppers/t-95", { ...percent, name: "Percy Rao", division: "99.5%", consent: "" });
    expect((await storedTopper("t-95"))?.consent).toBeNull();
    // (Both written in the same millisecond, maybe: the log's order between them is not the test's business.)
    const newest = (await activity()).slice(0, 2);
    expect(newest).toContainEqual(
      expect.objectContaining({ kind: "consent", target: "Percy Rao (topper)", action: "set to: No consent on file" }),
    );
    expect(newest).toContainEqual(expect.objectContaining({ kind: "topper", action: "edited (nothing changed)" }));
    const [shown] = await publicList<{ name: string; attachments: string[] }>("/api/topper/test");
    expect(shown).toMatchObject({ name: "Percy R.", attachments: [] });
  });

  it("answers 400 naming the field at fault, and changes nothing", async () => {
    const empty = await sendForm("/toppers/t-95", { ...percent, name: " ", division: "" });
    expect(empty.status).toBe(400);
    expect(Object.keys((await empty.json()).error.fields).sort()).toEqual(["division", "name"]);
    const notPhoto = await sendForm("/toppers/t-95", percent, new File(["%PDF-1.4"], "photo.jpg"));
    expect((await notPhoto.json()).error.fields).toEqual({ photo: "The photo is not a JPEG, PNG or WebP picture." });
    // A photo goes through the photo pipeline (decision 0080): a JPEG it cannot decode is refused by name of field.
    const damaged = new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], "photo.jpg");
    expect((await (await sendForm("/toppers/t-95", percent, damaged)).json()).error.fields).toEqual({
      photo: "The photo could not be read as a picture: save it again as JPEG and choose it again.",
    });
    expect(await storedTopper("t-95")).toMatchObject({ name: "Percent", division: "95%", attachments: [] });
    expect(await activity()).toEqual([]);
  });

  it("answers 404 for another school's topper or an unknown id, and changes nothing", async () => {
    for (const id of ["o-t", "no-such-topper"]) {
      expect((await sendForm(`/toppers/${id}`, percent)).status).toBe(404);
    }
    expect(await otherSchool("/api/topper/{school}")).toMatchObject([{ _id: "o-t", division: "90%" }]);
    expect(await activity()).toEqual([]);
  });
});

describe("editing a faculty member", () => {
  it("changes the designation and keeps the person's place in the order", async () => {
    const response = await send("PUT", "/faculty/f2", { name: "Second", designation: "PGT (Physics)" });
    expect(response.status).toBe(200);
    const shown = await publicList<{ _id: string; designation: string; order: number }>("/api/faculty/all/test");
    expect(shown.map((person) => [person._id, person.designation, person.order])).toEqual([
      ["f1", "Principal", 1],
      ["f2", "PGT (Physics)", 2],
      ["f10", "PRT", 10],
    ]);
    expect((await activity())[0]).toMatchObject({
      kind: "faculty",
      target: "Second",
      action: 'edited (designation "TGT" → "PGT (Physics)")',
    });
    // The order route is still the order route, not a person called "order".
    expect((await send("PUT", "/faculty/order", { ids: ["f10", "f2", "f1"] })).status).toBe(200);
  });

  it("refuses an empty name, and another school's person", async () => {
    const empty = await send("PUT", "/faculty/f2", { name: "", designation: "TGT" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ name: "Enter the name." });
    expect((await send("PUT", "/faculty/o-f", { name: "Taken", designation: "" })).status).toBe(404);
    expect(await otherSchool("/api/faculty/all/{school}")).toMatchObject([{ _id: "o-f", name: "Other Teacher" }]);
    expect((await publicList<{ name: string }>("/api/faculty/all/test")).map((person) => person.name)).toEqual([
      "First",
      "Second",
      "Tenth",
    ]);
    expect(await activity()).toEqual([]);
  });
});

describe("editing a video", () => {
  it("checks the address again, stores its watch page, re-sorts by date and is found by search", async () => {
    const response = await send("PUT", "/videos/v-old", {
      url: "https://youtu.be/dQw4w9WgXcQ?si=share",
      title: "Annual Day 2027",
      date: "2027-01-10",
    });
    expect(await response.json()).toEqual({ id: "v-old", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    const [first] = await publicList<{ _id: string; title: string; videoUrl: string }>("/api/video/all/test");
    expect(first).toEqual({
      _id: "v-old",
      title: "Annual Day 2027",
      date: "2027-01-10",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect((await activity())[0]).toMatchObject({
      kind: "video",
      target: "Annual Day 2027",
      action:
        'edited (title "Old video" → "Annual Day 2027"; date "2024-05-01" → "2027-01-10"; ' +
        'address "https://www.youtube.com/watch?v=aaaaaaaaaaa" → "https://www.youtube.com/watch?v=dQw4w9WgXcQ")',
    });
    const search = await (await t.app.request("/api/search/test?q=Annual")).json();
    expect(search.hits.map((hit: { _id: string }) => hit._id)).toContain("v-old");
  });

  it("refuses an address that is not YouTube's and a bad date, and another school's video", async () => {
    const bad = await send("PUT", "/videos/v-old", { url: "https://vimeo.com/1", title: "T", date: "2026-13-40" });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()).error;
    expect(fields.url).toBe("Paste the address of a YouTube video.");
    expect(fields.date).toBeDefined();
    const elsewhere = await send("PUT", "/videos/o-v", {
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      title: "Taken",
      date: "2026-01-01",
    });
    expect(elsewhere.status).toBe(404);
    expect(await otherSchool("/api/video/all/{school}")).toMatchObject([{ _id: "o-v", title: "Other video" }]);
    expect(await activity()).toEqual([]);
  });

  it("needs an editor: a contributor may read the list but not change it", async () => {
    await createStaff(t.app, t.auth, t.db, "writer@school.example", "contributor");
    const writer = await signIn(t.app, "writer@school.example");
    const response = await t.app.request(`${base}/videos/v-old`, {
      method: "PUT",
      headers: { ...sameSite, cookie: writer, "content-type": "application/json" },
      body: JSON.stringify({ url: "https://youtu.be/dQw4w9WgXcQ", title: "T", date: "2026-01-01" }),
    });
    expect(response.status).toBe(403);
  });
});
