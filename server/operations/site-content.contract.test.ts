import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApi, fixtureBundle, type TestApi } from "#tests/api-fixture";
import { type SiteContent, type SiteOperations, siteContent } from "./site-content";

/**
 * The site's reads against the real operations, as the loaders call them in the process
 * (decision 0088; before, the site's API client against the API): every read of the fixture
 * school answers what the API answers, or the site would show empty pages while the API works.
 */
let testApi: TestApi;
let operations: SiteOperations | undefined;
let content: SiteContent;
const contentOf = (school: string) => {
  if (!operations) throw new Error("the test app mounted no site");
  return siteContent(operations, { school, client: "10.0.0.1" });
};

beforeAll(async () => {
  testApi = await createTestApi({}, { mountSite: (_app, given) => (operations = given.operations) });
  content = contentOf("test");
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await testApi.db.destroy();
});

describe("the site's reads against the operations", () => {
  it.each([
    ["highlights", () => content.highlights(), fixtureBundle.highlights?.length],
    ["news", () => content.news(), fixtureBundle.news?.length],
    ["online registrations", () => content.onlineRegistrations(), fixtureBundle.onlineRegistrations?.length],
    ["principal messages", () => content.principalMessages(), fixtureBundle.principalMessages?.length],
    ["toppers", () => content.toppers(), fixtureBundle.toppers?.length],
    // Only today's (the fixture's clock) of the two.
    ["birthdays", () => content.birthdays(), 1],
    ["notifications", () => content.notifications(), fixtureBundle.notifications?.length],
    ["galleries", () => content.galleries(), fixtureBundle.galleries?.length],
    ["events", () => content.events(), fixtureBundle.events?.length],
    ["faculty", () => content.faculty(), fixtureBundle.faculty?.length],
    ["videos", () => content.videos(), fixtureBundle.videos?.length],
  ] as const)("reads every one of the %s, as the API answers them", async (_what, read, count) => {
    const log = vi.spyOn(console, "error");
    const records = await read();
    expect(records).toHaveLength(count ?? 0);
    expect(log).not.toHaveBeenCalled();
  });

  it("answers each list exactly as its API path does", async () => {
    const paths = [
      ["/api/news/all/test", content.news],
      ["/api/news/test", content.news],
      ["/api/gallery/All/test", content.galleries],
      ["/api/birthdays/test", content.birthdays],
      ["/api/topper/test", content.toppers],
      ["/api/faculty/all/test", content.faculty],
    ] as const;
    for (const [path, read] of paths) {
      expect(await read(), path).toEqual(await (await testApi.app.request(path)).json());
    }
    expect(await content.profile()).toEqual(await (await testApi.app.request("/api/school/test")).json());
  });

  it("reads an album, the profile and a page", async () => {
    const log = vi.spyOn(console, "error");
    expect(await content.album("g-2026")).toMatchObject({ title: "Science Fair", updatedAt: "2026-02-12" });
    expect(await content.profile()).toMatchObject({ code: "test", name: "Test Valley School", shortName: null });
    expect(await content.page("About")).toMatchObject({ slug: "About" });
    // Routes match without case, as the API's page path does.
    expect(await content.page("feestructure")).toMatchObject({ slug: "FeeStructure" });
    expect(log).not.toHaveBeenCalled();
  });

  it("searches: hits with their marks, an unknown school finding nothing", async () => {
    const log = vi.spyOn(console, "error");
    const answer = await content.search("  science   fair ");
    expect(answer?.query).toBe("science fair");
    expect(answer?.hits[0]).toMatchObject({ kind: "album", _id: "g-2026", date: "2026-02-10" });
    expect(answer?.hits[0].title.filter((piece) => piece.mark).map((piece) => piece.text)).toEqual(["Science", "Fair"]);
    expect(await contentOf("nope").search("fair")).toEqual({ query: "fair", hits: [] });
    expect(log).not.toHaveBeenCalled();
  });

  it("answers the site's empty states for what is not there, without a log", async () => {
    const log = vi.spyOn(console, "error");
    expect(await content.album("no-such-album")).toBeUndefined();
    expect(await content.album("not an id!")).toBeUndefined();
    expect(await content.page("Motto")).toBeNull();
    expect(await content.page("NoSuchPage")).toBeNull();
    expect(await contentOf("nope").profile()).toBeNull();
    expect(await contentOf("nope").news()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
