import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type ApiCall,
  allNewsPath,
  fileUrl,
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
  getSubGallery,
  getToppers,
  getVideos,
  pagePath,
  subGalleryPath,
  tcPath,
} from "./api-client";

/** A fake in-process API for the school `schoolCode`: every call answers a copy of `answer`. */
function api(answer: Response | Error, schoolCode = "demo") {
  return {
    schoolCode,
    api: vi.fn<ApiCall>(async () => {
      if (answer instanceof Error) throw answer;
      return answer.clone();
    }),
  };
}

const news = { _id: "n1", title: "Sports day", description: "", fromDate: "2025-01-10", attachments: ["a1.pdf"] };
const album = {
  _id: "annual-day",
  title: "Annual day",
  description: "",
  date: "2025-02-01",
  category: "PhotoGallery",
  attachments: ["p1.jpg"],
  url: null,
};
const profile = {
  code: "demo",
  name: "Demo School",
  shortName: null,
  blurb: "",
  board: "CBSE",
  affiliation: "2130000",
  address: "1 School Road",
  phone: "+91 1234 567890",
  email: "office@demo.example",
  helpDeskEmail: null,
  portalUrl: "https://portal.example/",
  appStoreUrl: "https://apps.example/ios",
  playStoreUrl: "https://apps.example/android",
  videoChannelUrl: "https://video.example/",
  mapEmbedUrl: "https://maps.example/embed",
  vendorName: "Vendor",
  vendorUrl: "https://vendor.example/",
  admissionGuidelinesPdf: "aa11.pdf",
  sessionCalendarPdf: "bb22.pdf",
  sampleCertificatePdf: null,
  principalVideo: null,
};
const page = { slug: "Motto", title: "Motto", html: "<p>Light</p>" };

type Read = (context: ReturnType<typeof api>) => Promise<unknown>;
/** Test cases named by their function. */
const named = (cases: Array<[Read, string]>) => cases.map(([read, text]) => [read.name, text, read] as const);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the addresses", () => {
  it.each(
    named([
      [getHighlights, "/api/highlight/demo"],
      [getNews, "/api/news/demo"],
      [getAllNews, "/api/news/all/demo"],
      [getOnlineRegistrations, "/api/onlineRegistration/demo"],
      [getPrincipalMessages, "/api/principalMessage/demo"],
      [getToppers, "/api/topper/demo"],
      [getBirthdays, "/api/birthdays/demo"],
      [getNotifications, "/api/notification/demo"],
      [getGalleries, "/api/gallery/All/demo"],
      [getEvents, "/api/events/All/demo"],
      [getFaculty, "/api/faculty/all/demo"],
      [getVideos, "/api/video/all/demo"],
      [getProfile, "/api/school/demo"],
    ]),
  )("%s calls %s", async (_name, path, read) => {
    const context = api(Response.json([]));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await read(context);
    expect(context.api).toHaveBeenCalledExactlyOnceWith(path);
  });

  it("asks for an album by id within the site's school", async () => {
    const context = api(Response.json([]));
    await getSubGallery(context, "annual-day");
    expect(context.api).toHaveBeenCalledWith("/api/subGallery?id=annual-day&school=demo");
  });

  it("asks for an information page by its slug", async () => {
    const context = api(Response.json(page));
    await getPage(context, "FeeStructure");
    expect(context.api).toHaveBeenCalledWith("/api/page/demo/FeeStructure");
  });

  it("encodes the school, the album id and each stored path segment", () => {
    expect(allNewsPath("a b")).toBe("/api/news/all/a%20b");
    expect(pagePath("a b", "FeeStructure")).toBe("/api/page/a%20b/FeeStructure");
    expect(subGalleryPath("a&b", "x y")).toBe("/api/subGallery?id=x%20y&school=a%26b");
    expect(tcPath("my school")).toBe("/api/tc/my%20school");
    expect(fileUrl("ab12.pdf")).toBe("/api/image/ab12.pdf");
    expect(fileUrl("demo/public/clubs/my club/01.jpg")).toBe("/api/image/demo/public/clubs/my%20club/01.jpg");
    expect(fileUrl("/tc//a b.pdf")).toBe("/api/image/tc/a%20b.pdf");
  });
});

describe("a list", () => {
  it("answers the records the API sends, parsed", async () => {
    await expect(getAllNews(api(Response.json([news])))).resolves.toEqual([news]);
    await expect(getGalleries(api(Response.json([album])))).resolves.toEqual([album]);
  });

  it("drops a field the API adds, so only the known ones reach the page", async () => {
    const answer = await getAllNews(api(Response.json([{ ...news, internalNote: "x" }])));
    expect(answer).toEqual([news]);
  });

  it.each([
    ["a failed status", new Response("boom", { status: 500 })],
    ["a body that is not an array", Response.json({ error: "x" })],
    ["a body that is not JSON", new Response("<html>", { status: 200 })],
    ["a record without its id", Response.json([{ ...album, _id: undefined }])],
    ["a record of another shape", Response.json([album, { ...album, _id: "b", category: "Holidays" }])],
    ["a thrown error", new Error("socket closed")],
  ])("logs 'Error fetching gallery data:' and answers [] on %s", async (_case, answer) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getGalleries(api(answer))).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe("Error fetching gallery data:");
  });

  it.each(
    named([
      [getOnlineRegistrations, "Error fetching online registration data:"],
      [getPrincipalMessages, "Error fetching principal message data:"],
      [getNews, "Error fetching news data:"],
      [getAllNews, "Error fetching news data:"],
      [getHighlights, "Error fetching highlight data:"],
      [getToppers, "Error fetching topper data:"],
      [getBirthdays, "Error fetching birthday data:"],
      [getNotifications, "Error fetching notification data:"],
      [getEvents, "Error fetching events data:"],
      [getFaculty, "Error fetching faculty data:"],
      [getVideos, "Error fetching video data:"],
    ]),
  )("%s logs '%s'", async (_name, prefix, read) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(read(api(new Response("", { status: 503 })))).resolves.toEqual([]);
    expect(log.mock.calls[0][0]).toBe(prefix);
  });
});

describe("getSubGallery", () => {
  const { category: _category, ...record } = { ...album, updatedAt: "2025-02-03" };

  it("answers the one album", async () => {
    await expect(getSubGallery(api(Response.json([record])), "annual-day")).resolves.toEqual(record);
  });

  it("answers undefined, without a log, when there is no such album", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getSubGallery(api(Response.json([])), "nope")).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'Error fetching album data:' when the answer does not parse", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getSubGallery(api(Response.json([{ title: "x" }])), "x")).resolves.toBeUndefined();
    expect(log.mock.calls[0][0]).toBe("Error fetching album data:");
  });
});

describe("getProfile", () => {
  it("answers the profile, parsed", async () => {
    await expect(getProfile(api(Response.json(profile)))).resolves.toEqual(profile);
  });

  it("answers null without logging for an unknown school (404)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const notFound = Response.json({ error: { code: "not_found" } }, { status: 404 });
    await expect(getProfile(api(notFound, "nope"))).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["a thrown error", new Error("down")],
    ["a failed status", new Response("", { status: 500 })],
    ["an array", Response.json([profile])],
    ["a profile without its name", Response.json({ ...profile, name: undefined })],
  ])("answers null and logs 'Error fetching school profile data:' on %s", async (_case, answer) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getProfile(api(answer))).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe("Error fetching school profile data:");
  });
});

describe("getPage", () => {
  it("answers the page the API sends", async () => {
    await expect(getPage(api(Response.json(page)), "Motto")).resolves.toEqual(page);
  });

  it("answers null without logging when the page is not published (404)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const notFound = Response.json({ error: { code: "not_found" } }, { status: 404 });
    await expect(getPage(api(notFound), "Motto")).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["a failed status", new Response("boom", { status: 500 })],
    ["a body without html", Response.json({ slug: "Motto", title: "Motto" })],
    ["a body that is not JSON", new Response("<html>")],
    ["a thrown error", new Error("socket closed")],
  ])("logs 'Error fetching page data:' and answers null on %s", async (_case, answer) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getPage(api(answer), "Motto")).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe("Error fetching page data:");
  });
});
