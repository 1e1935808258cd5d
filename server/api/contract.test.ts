import { beforeAll, describe, expect, it } from "vitest";
import { type ContentKindName, contentKinds } from "#domain/content-kinds";
import { createTestApi, type TestApi } from "#tests/api-fixture";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});

async function getJson(path: string, init?: RequestInit) {
  const response = await api.app.request(path, init);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

/**
 * What the specification promises for each listed kind: the exact fields in
 * answer order and the order of `_id`s for the fixture school. The paths come
 * from the kinds' descriptions; the promise is written here, apart from them.
 */
const promised: Partial<Record<ContentKindName, { fields: string[]; order: string[] }>> = {
  galleries: {
    fields: ["_id", "title", "description", "date", "category", "attachments", "url"],
    order: ["g-2026", "g-mid", "g-2025"],
  },
  toppers: {
    fields: ["_id", "name", "class", "division", "stream", "sessionYear", "attachments"],
    order: ["t-964", "t-95", "t-91", "t-grade"],
  },
  principalMessages: { fields: ["_id", "message", "name", "category", "attachments"], order: ["pm"] },
  highlights: { fields: ["_id", "title", "attachments"], order: ["h1"] },
  onlineRegistrations: { fields: ["_id", "title", "url", "attachments"], order: ["reg"] },
  news: { fields: ["_id", "title", "description", "fromDate", "attachments"], order: ["n-new", "n-mid", "n-old"] },
  birthdays: { fields: ["_id", "name", "class", "attachments"], order: ["b-today"] },
  notifications: {
    fields: ["_id", "title", "desc", "image", "url", "urlTitle", "attachments"],
    order: ["nt1", "nt2"],
  },
  events: {
    fields: ["_id", "title", "description", "date", "time", "venue", "images", "attachments"],
    order: ["e-new", "e-old"],
  },
  faculty: { fields: ["_id", "name", "designation", "order"], order: ["f1", "f2", "f10"] },
  videos: { fields: ["_id", "title", "date", "videoUrl"], order: ["v-new", "v-old"] },
  // Issue 22, not in the specification: the fixture has none (server/api/circulars.test.ts has some).
  circulars: { fields: ["_id", "number", "title", "date", "classes", "summary", "attachments"], order: [] },
};

/** The specification's list paths (section 7), to check that the descriptions mount them all. */
const specPaths = [
  "/api/gallery/All/{school}",
  "/api/gallery/{school}",
  "/api/topper/{school}",
  "/api/principalMessage/{school}",
  "/api/highlight/{school}",
  "/api/onlineRegistration/{school}",
  "/api/news/{school}",
  "/api/news/all/{school}",
  "/api/birthdays/{school}",
  "/api/notification/{school}",
  "/api/events/All/{school}",
  "/api/faculty/all/{school}",
  "/api/video/all/{school}",
];

const listed = Object.entries(contentKinds).flatMap(([name, kind]) =>
  (kind.paths ?? []).length > 0
    ? [{ name, paths: (kind.paths ?? []).map((path) => `/api${path.replace(":school", "test")}`) }]
    : [],
);

it("every listed kind has a promise, and every path of the specification is listed", () => {
  expect(listed.map((entry) => entry.name).sort()).toEqual(Object.keys(promised).sort());
  const mounted = listed.flatMap((entry) => entry.paths);
  for (const path of specPaths) expect(mounted).toContain(path.replace("{school}", "test"));
});

describe.each(listed)("GET $name", ({ name, paths }) => {
  const promise = promised[name as ContentKindName];
  it.each(paths)("%s answers a JSON array with exactly the specified fields, in order", async (path) => {
    const { status, type, body } = await getJson(path);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(Array.isArray(body)).toBe(true);
    for (const record of body) expect(Object.keys(record)).toEqual(promise?.fields);
    expect(body.map((record: { _id: string }) => record._id)).toEqual(promise?.order);
  });
  it.each(paths)("%s answers [] for an unknown school", async (path) => {
    const { status, body } = await getJson(path.replace(/test$/, "nosuchschool"));
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
  it.each(paths)("%s ignores authorisation headers", async (path) => {
    const withHeader = await getJson(path, { headers: { Authorization: "Bearer anything", school: "x" } });
    expect(withHeader.body).toEqual((await getJson(path)).body);
  });
});

describe("values", () => {
  it("keeps stored attachment paths and writes absent optional values as null", async () => {
    const { body } = await getJson("/api/gallery/All/test");
    const fair = body.find((album: { _id: string }) => album._id === "g-2026");
    expect(fair.attachments).toEqual([`${"d".repeat(64)}.jpg`]);
    expect(fair.url).toBe("https://files.example.in/fair.zip");
    expect(body.find((album: { _id: string }) => album._id === "g-2025").url).toBeNull();
  });

  it("gives news without a description an empty one", async () => {
    const { body } = await getJson("/api/news/test");
    expect(body.find((item: { _id: string }) => item._id === "n-mid").description).toBe("");
  });

  it("never answers a birthday's date, only today's names", async () => {
    const { body } = await getJson("/api/birthdays/test");
    expect(body).toEqual([{ _id: "b-today", name: "Today Child", class: "V-A", attachments: [] }]);
  });

  it("answers faculty order as a number", async () => {
    const { body } = await getJson("/api/faculty/all/test");
    expect(body[0].order).toBe(1);
  });
});

describe("GET /api/subGallery", () => {
  it("answers an array holding the one album", async () => {
    const { status, body } = await getJson("/api/subGallery?id=g-2026");
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        _id: "g-2026",
        title: "Science Fair",
        date: "2026-02-10",
        description: "",
        url: "https://files.example.in/fair.zip",
        attachments: [`${"d".repeat(64)}.jpg`],
        updatedAt: "2026-02-12",
      },
    ]);
  });

  it("uses the album date as updatedAt when none is stored", async () => {
    const { body } = await getJson("/api/subGallery?id=g-2025");
    expect(body[0].updatedAt).toBe("2025-12-01");
  });

  it.each(["nope", "..%2f..", "a%20b", "x".repeat(80)])("answers [] for id %s", async (id) => {
    const { status, body } = await getJson(`/api/subGallery?id=${id}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("answers 400 without an id", async () => {
    const { status, body } = await getJson("/api/subGallery");
    expect(status).toBe(400);
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toMatch(/id is required/);
  });
});

describe("GET /api/school", () => {
  it("answers the profile of a known school", async () => {
    const { status, body } = await getJson("/api/school/test");
    expect(status).toBe(200);
    expect(body.name).toBe("Test Valley School");
    expect(body.code).toBe("test");
    expect(body.principalVideo).toBeNull();
  });

  it("answers 404 JSON for an unknown school", async () => {
    const { status, body } = await getJson("/api/school/nosuchschool");
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: "not_found", message: "No school has that code." } });
  });
});

describe("errors", () => {
  it("answers unknown API paths with JSON 404", async () => {
    const { status, body } = await getJson("/api/nothing/here");
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
  });

  it("answers a wrong method with JSON, not HTML", async () => {
    const { status, body } = await getJson("/api/news/test", { method: "DELETE" });
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
  });

  it("tags every answer with a request id and nosniff", async () => {
    const response = await api.app.request("/api/news/test");
    expect(response.headers.get("x-request-id")).toMatch(/\S+/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
