import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApi, fixtureBundle, type TestApi } from "#tests/api-fixture";
import {
  type ApiContext,
  getAllNews,
  getBirthdays,
  getEvents,
  getFaculty,
  getGalleries,
  getHighlights,
  getNews,
  getNotifications,
  getOnlineRegistrations,
  getPage,
  getPrincipalMessages,
  getProfile,
  getSearch,
  getSubGallery,
  getToppers,
  getVideos,
} from "./api-client";

/**
 * The client against the real API, in-process as the site calls it: every
 * answer of the fixture school must parse with the domain schemas, or the
 * site would show empty pages while the API works.
 */
let testApi: TestApi;
let context: ApiContext;

beforeAll(async () => {
  testApi = await createTestApi();
  context = { schoolCode: "test", api: async (path, init) => testApi.app.request(path, init) };
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await testApi.db.destroy();
});

describe("the client against the API", () => {
  it.each([
    ["highlights", getHighlights, fixtureBundle.highlights?.length],
    ["news", getNews, fixtureBundle.news?.length],
    ["all news", getAllNews, fixtureBundle.news?.length],
    ["online registrations", getOnlineRegistrations, fixtureBundle.onlineRegistrations?.length],
    ["principal messages", getPrincipalMessages, fixtureBundle.principalMessages?.length],
    ["toppers", getToppers, fixtureBundle.toppers?.length],
    // Only today's (the fixture's clock) of the two.
    ["birthdays", getBirthdays, 1],
    ["notifications", getNotifications, fixtureBundle.notifications?.length],
    ["galleries", getGalleries, fixtureBundle.galleries?.length],
    ["events", getEvents, fixtureBundle.events?.length],
    ["faculty", getFaculty, fixtureBundle.faculty?.length],
    ["videos", getVideos, fixtureBundle.videos?.length],
  ] as const)("reads every one of the %s", async (_what, read, count) => {
    const log = vi.spyOn(console, "error");
    expect(await read(context)).toHaveLength(count ?? 0);
    expect(log).not.toHaveBeenCalled();
  });

  it("reads an album, the profile and a page", async () => {
    const log = vi.spyOn(console, "error");
    expect(await getSubGallery(context, "g-2026")).toMatchObject({ title: "Science Fair", updatedAt: "2026-02-12" });
    expect(await getProfile(context)).toMatchObject({ code: "test", name: "Test Valley School", shortName: null });
    expect(await getPage(context, "About")).toMatchObject({ slug: "About" });
    expect(log).not.toHaveBeenCalled();
  });

  it("searches: hits parsed with their marks, an unknown school finding nothing", async () => {
    const log = vi.spyOn(console, "error");
    const answer = await getSearch(context, "  science   fair ");
    expect(answer?.query).toBe("science fair");
    expect(answer?.hits[0]).toMatchObject({ kind: "album", _id: "g-2026", date: "2026-02-10" });
    expect(answer?.hits[0].title.filter((piece) => piece.mark).map((piece) => piece.text)).toEqual(["Science", "Fair"]);
    expect(await getSearch({ ...context, schoolCode: "nope" }, "fair")).toEqual({ query: "fair", hits: [] });
    expect(log).not.toHaveBeenCalled();
  });

  it("answers the site's empty states for what is not there", async () => {
    const log = vi.spyOn(console, "error");
    expect(await getSubGallery(context, "no-such-album")).toBeUndefined();
    expect(await getPage(context, "Motto")).toBeNull();
    expect(await getProfile({ ...context, schoolCode: "nope" })).toBeNull();
    expect(await getAllNews({ ...context, schoolCode: "nope" })).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
