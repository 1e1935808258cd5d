import { XMLParser } from "fast-xml-parser";
import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import { listItems } from "#database/queries/lists";
import { replaceSchoolContent } from "#database/queries/school-content";
import { contentKinds } from "#domain/content-kinds";
import { bundleSchema } from "#domain/content-schema";
import { editableKinds } from "#domain/editing/editable-kinds";
import type { EditingActor } from "#server/editing/editing-actor";
import { EditingError } from "#server/editing/editing-error";
import { createItem, publishCheck, publishItem } from "#server/editing/transitions";
import { createTestApi, fixtureBundle, fixtureNow, fixturePages, type TestApi } from "#tests/api-fixture";

/**
 * Circulars (issue 22) end to end on the server: the API list, the RSS feed, the sitemap, search
 * and publishing in the admin area, for a school with three circulars given out of date order.
 */
const origin = "https://school.example";
const pdf = (name: string) => `test/circulars/${name}.pdf`;
const circulars = [
  {
    _id: "c-mid",
    number: "SVPS/2026/004",
    title: "Pre-board examinations",
    date: "2026-01-09",
    classes: ["X", "XII"],
    summary: "From 27 January.",
    attachments: [pdf("004")],
  },
  {
    _id: "c-new",
    number: "SVPS/2026/041",
    title: "Parent-teacher meeting",
    date: "2026-10-06",
    classes: [],
    attachments: [pdf("041"), "test/circulars/041-form.jpg"],
  },
  {
    _id: "c-old",
    number: "SVPS/2025/019",
    title: "Summer vacation homework",
    date: "2025-05-16",
    classes: ["I", "II"],
    summary: "Holiday homework is attached.",
    attachments: [pdf("019")],
  },
];

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ SCHOOL_CODE: "test", PUBLIC_URL: `${origin}/` });
  const bundle = bundleSchema.parse({ ...fixtureBundle, circulars });
  await replaceSchoolContent(api.db, "test", bundle, [], fixturePages, new Date("2026-11-20T06:00:00Z"));
});

async function getJson(path: string) {
  const response = await api.app.request(path);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/circular/{school}", () => {
  it("answers every circular newest first, in news's answer shape, with files as stored paths", async () => {
    const { status, body } = await getJson("/api/circular/test");
    expect(status).toBe(200);
    expect(body.map((record: { _id: string }) => record._id)).toEqual(["c-new", "c-mid", "c-old"]);
    expect(body[0]).toEqual({
      _id: "c-new",
      number: "SVPS/2026/041",
      title: "Parent-teacher meeting",
      date: "2026-10-06",
      classes: [],
      summary: "",
      attachments: [pdf("041"), "test/circulars/041-form.jpg"],
    });
    expect(body[1].classes).toEqual(["X", "XII"]);
  });

  it("answers [] for an unknown school", async () => {
    expect(await getJson("/api/circular/nosuchschool")).toEqual({ status: 200, body: [] });
  });
});

describe("/circulars.xml", () => {
  it("is RSS 2.0 of the circulars, newest first, each linking to its view on /Circulars with its PDF", async () => {
    const response = await api.app.request("/circulars.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const text = await response.text();
    const feed = await new Parser().parseString(text);
    expect(feed.title).toBe("Test Valley School: Circulars");
    expect(feed.link).toBe(`${origin}/Circulars`);
    expect(feed.items.map((item) => item.title)).toEqual([
      "SVPS/2026/041: Parent-teacher meeting",
      "SVPS/2026/004: Pre-board examinations",
      "SVPS/2025/019: Summer vacation homework",
    ]);
    expect(feed.items[0].link).toBe(`${origin}/Circulars?id=c-new`);
    expect(feed.items[0].enclosure?.url).toBe(`${origin}/api/image/test/circulars/041.pdf`);
    expect(feed.items[1].content).toContain("For classes X, XII.");
  });
});

describe("the sitemap and search", () => {
  it("lists /Circulars, dated by the newest circular", async () => {
    const xml = new XMLParser().parse(await (await api.app.request("/sitemap.xml")).text());
    const entry = xml.urlset.url.find((url: { loc: string }) => url.loc === `${origin}/Circulars`);
    expect(entry).toMatchObject({ lastmod: "2026-10-06" });
  });

  it("finds a circular by its words and by its number", async () => {
    const byWords = await getJson("/api/search/test?q=homework");
    expect(byWords.body.hits).toContainEqual(expect.objectContaining({ kind: "circular", _id: "c-old" }));
    const byNumber = await getJson(`/api/search/test?q=${encodeURIComponent("SVPS/2026/004")}`);
    expect(byNumber.body.hits[0]).toMatchObject({ kind: "circular", _id: "c-mid" });
  });
});

describe("publishing a circular in the admin area", () => {
  const editor: EditingActor = { userId: "u-editor", email: "e@school.example", address: "1.2.3.4", role: "editor" };
  const kind = editableKinds.circulars;
  const deps = () => ({ db: api.db, files: createDiskStore("/nonexistent"), now: fixtureNow });
  const editing = () => ({ deps: deps(), school: "test", kind, actor: editor });
  const values = (number: string) => ({
    number,
    title: "Annual day",
    date: "2026-11-20",
    classes: "Nursery, LKG",
    summary: "",
    attachments: JSON.stringify(["test/circulars/annual.pdf"]),
  });

  it("uses the reviewed workflow's generic editor, and reads the classes typed with commas", async () => {
    expect(kind).toMatchObject({ name: "circulars", publicPath: "/Circulars", unique: ["number"] });
    const id = await createItem(editing(), values("SVPS/2026/050"));
    const check = await publishCheck(
      deps(),
      kind,
      { ...values("x"), classes: ["Nursery", "LKG"], attachments: [] },
      { school: "test" },
    );
    expect(check.fields).toEqual({ attachments: "Files: must include at least one PDF" });
    await publishItem(editing(), id);
    const live = await listItems(api.db, contentKinds.circulars, "test");
    expect(live.find((item) => item._id === id)).toMatchObject({
      number: "SVPS/2026/050",
      classes: ["Nursery", "LKG"],
    });
  });

  it("puts its PDFs through the publish-time PDF checks", async () => {
    const check = await publishCheck(
      deps(),
      kind,
      {
        ...values("SVPS/2026/051"),
        attachments: ["test/circulars/x.pdf"],
      },
      { school: "test" },
    );
    expect(check.problems.some((problem) => problem.field === "attachments")).toBe(true);
  });

  it("refuses a number another published circular of the school has", async () => {
    const id = await createItem(editing(), values("svps/2026/041 "));
    const error = await publishItem(editing(), id).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EditingError);
    expect((error as EditingError).details.fields).toEqual({
      number: "must be unique: “svps/2026/041” is already used",
    });
    expect((await getJson("/api/circular/test")).body.map((record: { number: string }) => record.number)).not.toContain(
      "svps/2026/041",
    );
  });
});
