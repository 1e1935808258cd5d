import { beforeEach, describe, expect, it } from "vitest";
import { replaceSchoolContent } from "#database/queries/school-content";
import { bundleSchema } from "#domain/content-schema";
import { createTestApi, fixtureBundle, type TestApi } from "#tests/api-fixture";
import { tempDir, tinyPng } from "#tests/fixtures/make-bundle";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

/**
 * Toppers, faculty and videos in the generic editor with the `direct` workflow (decision 0090):
 * a save goes live at once with a revision and an activity entry saying what changed; no draft,
 * review or schedule. Replaces the bespoke records routes' tests (decision 0073).
 */

let t: TestApi;
let owner: string;
beforeEach(async () => {
  t = await createTestApi({ DATA_DIR: tempDir("direct-kinds") });
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
      transferCertificates: [],
    }),
    [],
    [],
  );
});

const base = "/api/admin/schools/test";
function send(method: string, route: string, body?: unknown, cookie = owner) {
  return t.app.request(`${base}${route}`, {
    method,
    headers: { ...sameSite, cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const save = (kind: string, id: string, values: Record<string, string>, cookie = owner) =>
  send("PUT", `/content/${kind}/${id}`, { values }, cookie);
const create = (kind: string, values: Record<string, string>, cookie = owner) =>
  send("POST", `/content/${kind}`, { values }, cookie);
async function publicList<T>(path: string): Promise<T[]> {
  return (await t.app.request(path)).json();
}
type Entry = { kind: string; target: string; action: string };
/** The log's entries of these kinds, newest first (signing in is logged too). */
async function activity(): Promise<Entry[]> {
  const entries: Entry[] = (await (await send("GET", "/activity")).json()).data;
  return entries.filter((entry) => ["toppers", "faculty", "videos", "consent"].includes(entry.kind));
}
async function working(kind: string, id: string) {
  return (await (await send("GET", `/content/${kind}/${id}`)).json()) as {
    data: Record<string, unknown>;
    status: string;
    revisions: number;
  };
}
async function uploadPhoto(): Promise<string> {
  const response = await t.app.request(`${base}/media/photos`, {
    method: "POST",
    headers: { ...sameSite, cookie: owner, "x-file-name": "percent.png" },
    body: new Blob([new Uint8Array(await tinyPng(9, 8, 7))]),
  });
  expect(response.status).toBe(201);
  return (await response.json()).file.path;
}

describe("a topper", () => {
  // "Percent": XII, 95%, 2024-2025, no photo, no consent state, in the fixture.
  const percent = { name: "Percent", class: "XII", division: "95%", stream: "", sessionYear: "2024-2025" };

  it("is saved live at once: the marks re-sort the site, the photo shows with consent, each change logged", async () => {
    const photo = await uploadPhoto();
    const saved = await save("toppers", "t-95", {
      ...percent,
      division: "99.5%",
      attachments: JSON.stringify([photo]),
      consent: "given",
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).status).toBe("published");
    const [first] = await publicList<{ _id: string; name: string; division: string; attachments: string[] }>(
      "/api/topper/test",
    );
    expect(first).toEqual(expect.objectContaining({ _id: "t-95", name: "Percent", division: "99.5%" }));
    expect(first.attachments).toEqual([photo]);
    const entries = await activity();
    expect(entries).toContainEqual(
      expect.objectContaining({
        kind: "toppers",
        target: "Percent",
        action: 'edited (marks "95%" → "99.5%"; photo added)',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: "consent", target: "Percent (topper)", action: "set to: Consent on file" }),
    );
    // Each save is a revision.
    expect((await working("toppers", "t-95")).revisions).toBe(1);

    // No consent field: the state on file stays. An empty one is "no consent on file": short name, no photo.
    await save("toppers", "t-95", { ...percent, name: "Percy Rao", division: "99.5%" });
    expect((await working("toppers", "t-95")).data).toMatchObject({ consent: "given", attachments: [photo] });
    expect(await activity()).toContainEqual(
      expect.objectContaining({ action: 'edited (name "Percent" → "Percy Rao")' }),
    );
    await save("toppers", "t-95", { ...percent, name: "Percy Rao", division: "99.5%", consent: "" });
    const [shown] = await publicList<{ name: string; attachments: string[] }>("/api/topper/test");
    expect(shown).toMatchObject({ name: "Percy R.", attachments: [] });
    expect(await activity()).toContainEqual(
      expect.objectContaining({ kind: "consent", action: "set to: No consent on file" }),
    );
  });

  it("is added live, and without consent the site shows the short name and no photo", async () => {
    const photo = await uploadPhoto();
    const fields = {
      name: "Meera Joshi",
      class: "XII",
      division: "99.2%",
      stream: "Science",
      sessionYear: "2025-2026",
    };
    const response = await create("toppers", { ...fields, attachments: JSON.stringify([photo]) });
    expect(response.status).toBe(200);
    const { id } = await response.json();
    const toppers = await publicList<{ _id: string; name: string; attachments: string[] }>("/api/topper/test");
    expect(toppers[0]).toMatchObject({ _id: id, name: "Meera J.", attachments: [] });
    expect(await activity()).toContainEqual(
      expect.objectContaining({ kind: "toppers", target: "Meera Joshi", action: "added" }),
    );
  });

  it("refuses empty fields and a session that is not one, by field, and changes nothing", async () => {
    const empty = await save("toppers", "t-95", { ...percent, name: " ", division: "", sessionYear: "2025-2027" });
    expect(empty.status).toBe(422);
    const { fields } = (await empty.json()).error;
    expect(fields).toEqual({
      name: "Name is required.",
      division: "Marks is required.",
      sessionYear: "Session: expected consecutive years like 2023-2024",
    });
    const badClass = await create("toppers", { ...percent, class: "IX" });
    expect((await badClass.json()).error.fields.class).toBe("Choose one of X, XII.");
    expect((await working("toppers", "t-95")).data).toMatchObject({ name: "Percent", division: "95%" });
    expect(await activity()).toEqual([]);
  });

  it("is another school's: 404, and nothing changes", async () => {
    for (const id of ["o-t", "no-such-topper"]) expect((await save("toppers", id, percent)).status).toBe(404);
    expect(await publicList("/api/topper/other")).toMatchObject([{ _id: "o-t", division: "90%" }]);
    expect(await activity()).toEqual([]);
  });

  it("has no draft, review or schedule steps, and no autosave", async () => {
    for (const step of ["publish", "submit", "unpublish", "schedule"]) {
      const response = await send("POST", `/content/toppers/t-95/${step}`, {});
      expect(response.status).toBe(409);
      expect((await response.json()).error.code).toBe("direct");
    }
    const autosave = await send("PUT", "/content/toppers/t-95", { values: percent, autosave: true });
    expect(autosave.status).toBe(409);
  });

  it("needs someone who may publish: a contributor may read but not change, nor record consent", async () => {
    await createStaff(t.app, t.auth, t.db, "writer@school.example", "contributor");
    const writer = await signIn(t.app, "writer@school.example");
    expect((await send("GET", "/content/toppers/t-95", undefined, writer)).status).toBe(200);
    expect((await save("toppers", "t-95", { ...percent, consent: "given" }, writer)).status).toBe(403);
    expect((await create("toppers", { ...percent, consent: "given" }, writer)).status).toBe(403);
    expect((await working("toppers", "t-95")).data.consent).toBeUndefined();
  });

  it("goes back to an older revision on the site at once, itself kept as a revision", async () => {
    await save("toppers", "t-95", { ...percent, division: "96%" });
    await save("toppers", "t-95", { ...percent, division: "97%" });
    const { data: revisions } = await (await send("GET", "/content/toppers/t-95/revisions")).json();
    // (The test's clock stands still: the revision is found by what it holds, not by its place.)
    let older = "";
    for (const { id } of revisions as Array<{ id: string }>) {
      const revision = await (await send("GET", `/content/toppers/t-95/revisions/${id}`)).json();
      if (revision.data.division === "96%") older = id;
    }
    const restored = await send("POST", `/content/toppers/t-95/revisions/${older}/restore`, {});
    expect(restored.status).toBe(200);
    expect((await restored.json()).data.division).toBe("96%");
    const shown = await publicList<{ _id: string; division: string }>("/api/topper/test");
    expect(shown.find((topper) => topper._id === "t-95")?.division).toBe("96%");
    expect((await working("toppers", "t-95")).revisions).toBe(3);
    expect(await activity()).toContainEqual(
      expect.objectContaining({ action: expect.stringMatching(/^restored the revision of .*: marks "97%" → "96%"$/) }),
    );
  });

  it("goes to the trash off the site, and comes back live", async () => {
    expect((await send("POST", "/content/toppers/t-95/trash", {})).status).toBe(200);
    const gone = await publicList<{ _id: string }>("/api/topper/test");
    expect(gone.map((topper) => topper._id)).not.toContain("t-95");
    const restored = await send("POST", "/content/toppers/t-95/restore", {});
    expect((await restored.json()).status).toBe("published");
    const back = await publicList<{ _id: string }>("/api/topper/test");
    expect(back.map((topper) => topper._id)).toContain("t-95");
  });
});

describe("the faculty", () => {
  it("takes a new person last, keeps a place through an edit, and moves people up and down", async () => {
    const response = await create("faculty", { name: "Mrs. Meena Iyer", designation: "PGT (English)" });
    const { id } = await response.json();
    let shown = await publicList<{ _id: string; name: string; order: number }>("/api/faculty/all/test");
    expect(shown.map((person) => [person.name, person.order])).toEqual([
      ["First", 1],
      ["Second", 2],
      ["Tenth", 10],
      ["Mrs. Meena Iyer", 11],
    ]);
    expect((await save("faculty", "f2", { name: "Second", designation: "PGT (Physics)" })).status).toBe(200);
    expect(await activity()).toContainEqual(
      expect.objectContaining({
        kind: "faculty",
        target: "Second",
        action: 'edited (designation "TGT" → "PGT (Physics)")',
      }),
    );
    expect((await send("POST", `/content/faculty/${id}/move`, { direction: "up" })).status).toBe(200);
    shown = await publicList("/api/faculty/all/test");
    expect(shown.map((person) => [person.name, person.order])).toEqual([
      ["First", 1],
      ["Second", 2],
      ["Mrs. Meena Iyer", 3],
      ["Tenth", 4],
    ]);
    // (The test's clock stands still: the log's order between entries is not the test's business.)
    expect(await activity()).toContainEqual(
      expect.objectContaining({ target: "Mrs. Meena Iyer", action: "moved up (to place 3 of 4)" }),
    );
    // The first cannot go further up; a list not ordered by hand has no moves.
    expect((await send("POST", "/content/faculty/f1/move", { direction: "up" })).status).toBe(409);
    expect((await send("POST", "/content/videos/v-old/move", { direction: "up" })).status).toBe(400);
    // Dropped on another's place (the list's drag and drop): to place 1, the others move down one.
    expect((await send("POST", "/content/faculty/f10/move", { to: 1 })).status).toBe(200);
    shown = await publicList("/api/faculty/all/test");
    expect(shown.map((person) => [person.name, person.order])).toEqual([
      ["Tenth", 1],
      ["First", 2],
      ["Second", 3],
      ["Mrs. Meena Iyer", 4],
    ]);
    expect(await activity()).toContainEqual(
      expect.objectContaining({ target: "Tenth", action: "moved (to place 1 of 4)" }),
    );
  });

  it("refuses an empty name, and another school's person", async () => {
    const empty = await save("faculty", "f2", { name: "", designation: "TGT" });
    expect((await empty.json()).error.fields).toEqual({ name: "Name is required." });
    expect((await save("faculty", "o-f", { name: "Taken", designation: "" })).status).toBe(404);
    expect(await publicList("/api/faculty/all/other")).toMatchObject([{ _id: "o-f", name: "Other Teacher" }]);
  });
});

describe("a video", () => {
  it("takes any YouTube address, stores its watch page, re-sorts by date and is found by search", async () => {
    const response = await save("videos", "v-old", {
      videoUrl: "https://youtu.be/dQw4w9WgXcQ?si=share",
      title: "Annual Day 2027",
      date: "2027-01-10",
    });
    expect(response.status).toBe(200);
    const [first] = await publicList<{ _id: string }>("/api/video/all/test");
    expect(first).toEqual({
      _id: "v-old",
      title: "Annual Day 2027",
      date: "2027-01-10",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(await activity()).toContainEqual(
      expect.objectContaining({
        kind: "videos",
        action:
          'edited (YouTube address "https://www.youtube.com/watch?v=aaaaaaaaaaa" → ' +
          '"https://www.youtube.com/watch?v=dQw4w9WgXcQ"; title "Old video" → "Annual Day 2027"; ' +
          'date "2024-05-01" → "2027-01-10")',
      }),
    );
    const search = await (await t.app.request("/api/search/test?q=Annual")).json();
    expect(search.hits.map((hit: { _id: string }) => hit._id)).toContain("v-old");
  });

  it("refuses an address that is not YouTube's and a bad date", async () => {
    const bad = await create("videos", { videoUrl: "https://vimeo.com/1", title: "T", date: "2026-13-40" });
    expect(bad.status).toBe(422);
    const { fields } = (await bad.json()).error;
    expect(fields.videoUrl).toBe("Paste the address of a YouTube video.");
    expect(fields.date).toBe("Date must be a date.");
    expect(await activity()).toEqual([]);
  });
});
