import { beforeAll, describe, expect, it } from "vitest";
import { createTestApi, fixturePages, type TestApi } from "#tests/api-fixture";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});

async function getJson(path: string) {
  const response = await api.app.request(path);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

const notPublished = { error: { code: "not_found", message: "That page has not been published yet." } };

describe("GET /api/page/{school}/{slug}", () => {
  it("answers a published page as slug, title and stored HTML", async () => {
    const stored = fixturePages.find((page) => page.slug === "FeeStructure");
    const { status, type, body } = await getJson("/api/page/test/FeeStructure");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(body).toEqual({ slug: "FeeStructure", title: "Fee Structure", html: stored?.html });
    expect(body.html).toContain('<th scope="col">Classes</th>');
    expect(body.html).not.toContain("Fee Structure</h");
  });

  it("matches the slug without case and answers the canonical spelling", async () => {
    for (const slug of ["feestructure", "FEESTRUCTURE", "feeStructure"]) {
      const { status, body } = await getJson(`/api/page/test/${slug}`);
      expect(status, slug).toBe(200);
      expect(body.slug).toBe("FeeStructure");
    }
  });

  it("answers 404 not published for a known page the school has not written, or an unknown school", async () => {
    for (const path of ["/api/page/test/Motto", "/api/page/nobody/About", "/api/page/Not%20A%20School/About"]) {
      const { status, type, body } = await getJson(path);
      expect(status, path).toBe(404);
      expect(type).toMatch(/^application\/json/);
      expect(body, path).toEqual(notPublished);
    }
  });

  it("answers 404 not_found for a name that is no information page", async () => {
    for (const path of ["/api/page/test/Faculty", "/api/page/test/About.md", "/api/page/test/..%2FAbout"]) {
      const { status, body } = await getJson(path);
      expect(status, path).toBe(404);
      expect(body.error.code).toBe("not_found");
    }
  });
});

describe("GET /api/pages/{school}", () => {
  it("lists the published pages in menu order with their titles", async () => {
    const { status, body } = await getJson("/api/pages/test");
    expect(status).toBe(200);
    expect(body).toEqual([
      { slug: "About", title: "General Information" },
      { slug: "FeeStructure", title: "Fee Structure" },
    ]);
  });

  it("answers [] for an unknown or malformed school", async () => {
    expect((await getJson("/api/pages/nobody")).body).toEqual([]);
    expect((await getJson("/api/pages/Bad%20Code")).body).toEqual([]);
  });
});
