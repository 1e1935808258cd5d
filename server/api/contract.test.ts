import { beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/api-fixture";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});

async function getJson(path: string, init?: RequestInit) {
  const response = await api.app.request(path, init);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

const keys = (record: object) => Object.keys(record).sort();

/** Each row: the paths that answer it, the exact fields, and the promised order of `_id`s. */
const endpoints: Array<{ name: string; paths: string[]; fields: string[]; order: string[] }> = [
  {
    name: "gallery",
    paths: ["/api/gallery/All/test", "/api/gallery/test"],
    fields: ["_id", "attachments", "category", "date", "description", "title", "url"],
    order: ["g-2026", "g-mid", "g-2025"],
  },
  {
    name: "topper",
    paths: ["/api/topper/test"],
    fields: ["_id", "attachments", "class", "division", "name", "sessionYear", "stream"],
    order: ["t-964", "t-95", "t-91", "t-grade"],
  },
  {
    name: "principalMessage",
    paths: ["/api/principalMessage/test"],
    fields: ["_id", "attachments", "category", "message", "name"],
    order: ["pm"],
  },
  { name: "highlight", paths: ["/api/highlight/test"], fields: ["_id", "attachments", "title"], order: ["h1"] },
  {
    name: "onlineRegistration",
    paths: ["/api/onlineRegistration/test"],
    fields: ["_id", "attachments", "title", "url"],
    order: ["reg"],
  },
  {
    name: "news",
    paths: ["/api/news/test", "/api/news/all/test"],
    fields: ["_id", "attachments", "description", "fromDate", "title"],
    order: ["n-new", "n-mid", "n-old"],
  },
  {
    name: "birthdays",
    paths: ["/api/birthdays/test"],
    fields: ["_id", "attachments", "class", "name"],
    order: ["b-today"],
  },
  {
    name: "notification",
    paths: ["/api/notification/test"],
    fields: ["_id", "attachments", "desc", "image", "title", "url", "urlTitle"],
    order: ["nt1", "nt2"],
  },
  {
    name: "events",
    paths: ["/api/events/All/test"],
    fields: ["_id", "attachments", "date", "description", "images", "time", "title", "venue"],
    order: ["e-new", "e-old"],
  },
  {
    name: "faculty",
    paths: ["/api/faculty/all/test"],
    fields: ["_id", "designation", "name", "order"],
    order: ["f1", "f2", "f10"],
  },
  {
    name: "video",
    paths: ["/api/video/all/test"],
    fields: ["_id", "date", "title", "videoUrl"],
    order: ["v-new", "v-old"],
  },
];

describe.each(endpoints)("GET $name", ({ paths, fields, order }) => {
  it.each(paths)("%s answers a JSON array with exactly the specified fields, in order", async (path) => {
    const { status, type, body } = await getJson(path);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(Array.isArray(body)).toBe(true);
    for (const record of body) expect(keys(record)).toEqual(fields);
    expect(body.map((record: { _id: string }) => record._id)).toEqual(order);
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
