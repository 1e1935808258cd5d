import { beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { tempDir, tinyPng } from "#tests/fixtures/make-bundle";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
let owner: string;
beforeEach(async () => {
  t = await createTestApi({ DATA_DIR: tempDir("list-screens") });
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  owner = await signIn(t.app, "principal@school.example");
});

const base = "/api/admin/schools/test";
function send(method: string, route: string, body?: unknown) {
  return t.app.request(`${base}${route}`, {
    method,
    headers: { ...sameSite, cookie: owner, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
function sendForm(route: string, form: FormData) {
  return t.app.request(`${base}${route}`, { method: "POST", headers: { ...sameSite, cookie: owner }, body: form });
}
async function publicList<T>(path: string): Promise<T[]> {
  return (await t.app.request(path)).json();
}
async function lastActivity() {
  return (await (await send("GET", "/activity")).json()).data[0];
}

describe("toppers entered in the admin area", () => {
  function topperForm(fields: Record<string, string>, photo?: File) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (photo) form.set("photo", photo);
    return form;
  }
  const fields = { name: "Meera Joshi", class: "XII", division: "99.2%", stream: "Science", sessionYear: "2025-2026" };

  it("are stored with their photo and sorted by marks; without consent the site shows the short name and no photo", async () => {
    const photo = new File([new Uint8Array(await tinyPng(1, 2, 3))], "meera.png");
    expect((await sendForm("/toppers", topperForm(fields, photo))).status).toBe(201);
    let toppers = await publicList<{ name: string; attachments: string[] }>("/api/topper/test");
    // 99.2% is the highest mark: first, and without consent only "Meera J.", with no photo.
    expect(toppers[0]).toMatchObject({ name: "Meera J.", attachments: [] });
    expect(await lastActivity()).toMatchObject({
      kind: "topper",
      target: "Meera Joshi (XII, 2025-2026)",
      action: "added",
    });

    const stored = (await (await send("GET", "/toppers")).json()).data[0];
    expect(stored.attachments[0]).toMatch(/^[0-9a-f]{64}\.png$/);
    await send("PUT", `/consent/toppers/${stored._id}`, { consent: "given" });
    toppers = await publicList("/api/topper/test");
    expect(toppers[0].name).toBe("Meera Joshi");
    expect((await t.app.request(`/api/image/${toppers[0].attachments[0]}`)).status).toBe(200);

    expect((await send("DELETE", `/toppers/${stored._id}`)).status).toBe(204);
    toppers = await publicList("/api/topper/test");
    expect(toppers.some((topper) => topper.name.startsWith("Meera"))).toBe(false);
  });

  it("refuses a photo that is not a picture and a session that is not one", async () => {
    const fake = new File(["%PDF-1.4"], "photo.jpg");
    const refused = await sendForm("/toppers", topperForm(fields, fake));
    expect((await refused.json()).error.fields).toEqual({ photo: "The photo is not a JPEG, PNG or WebP picture." });
    const badSession = await sendForm("/toppers", topperForm({ ...fields, sessionYear: "2025-2027" }));
    expect((await badSession.json()).error.fields.sessionYear).toBe("expected consecutive years like 2023-2024");
  });
});

describe("the faculty list", () => {
  it("takes a new person last and a new order, which the public list follows", async () => {
    expect((await send("POST", "/faculty", { name: "Mrs. Meena Iyer", designation: "PGT (English)" })).status).toBe(
      201,
    );
    const listed = (await (await send("GET", "/faculty")).json()).data;
    expect(listed.map((person: { name: string }) => person.name)).toEqual([
      "First",
      "Second",
      "Tenth",
      "Mrs. Meena Iyer",
    ]);
    const ids = listed.map((person: { _id: string }) => person._id);
    const reordered = [ids[3], ids[0], ids[1], ids[2]];
    expect((await send("PUT", "/faculty/order", { ids: reordered })).status).toBe(200);
    const shown = await publicList<{ name: string; order: number }>("/api/faculty/all/test");
    expect(shown.map((person) => [person.name, person.order])).toEqual([
      ["Mrs. Meena Iyer", 1],
      ["First", 2],
      ["Second", 3],
      ["Tenth", 4],
    ]);
    expect(await lastActivity()).toMatchObject({ kind: "faculty", action: "reordered" });
    // An order that leaves someone out is refused, changing nothing.
    expect((await send("PUT", "/faculty/order", { ids: reordered.slice(1) })).status).toBe(409);
  });
});

describe("videos", () => {
  it("take the id out of a pasted YouTube address and store its watch page", async () => {
    const response = await send("POST", "/videos", {
      url: "https://youtu.be/dQw4w9WgXcQ?si=share",
      title: "Annual Day 2026",
      date: "2026-11-20",
    });
    expect(await response.json()).toMatchObject({ videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    const videos = await publicList<{ title: string; videoUrl: string }>("/api/video/all/test");
    expect(videos[0]).toMatchObject({
      title: "Annual Day 2026",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(await lastActivity()).toMatchObject({ kind: "video", action: "added (YouTube dQw4w9WgXcQ)" });
  });

  it("refuses an address that is not a YouTube video", async () => {
    const response = await send("POST", "/videos", { url: "https://vimeo.com/123", title: "T", date: "2026-11-20" });
    expect((await response.json()).error.fields).toEqual({ url: "Paste the address of a YouTube video." });
  });
});
