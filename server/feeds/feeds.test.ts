import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { replaceSchoolContent } from "#database/queries/school-content";
import { sitePaths } from "#domain/site-routes";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { searchBundle, searchPages } from "#tests/fixtures/search-bundle";

/**
 * The feeds and the search engines' files, each read back with a parser of its own format
 * that has nothing to do with the library that wrote it (issue 16): ical.js for iCalendar,
 * rss-parser for RSS and Atom, fast-xml-parser for the sitemap.
 */
const origin = "https://school.example";
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ SCHOOL_CODE: "test", PUBLIC_URL: `${origin}/` });
  await replaceSchoolContent(api.db, "test", searchBundle, [], searchPages, new Date("2026-11-20T06:00:00Z"));
});

async function get(path: string) {
  const response = await api.app.request(path);
  return { response, text: await response.text() };
}

function calendarOf(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe("/calendar.ics", () => {
  it("is an iCalendar feed of the school's events in its time zone, with a VTIMEZONE", async () => {
    const { response, text } = await get("/calendar.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = calendarOf(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary).sort()).toEqual(["Science Exhibition", "कवि सम्मेलन"]);
    // Times are the school's wall clock: 10:00 AM in Kolkata is 04:30 UTC.
    const science = events.find((event) => event.summary === "Science Exhibition");
    const start = science?.component.getFirstProperty("dtstart");
    expect(start?.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(science?.startDate.toString()).toBe("2026-11-14T10:00:00");
    ICAL.TimezoneService.register(zone as ICAL.Component);
    const utc = science?.component.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(utc.toJSDate().toISOString()).toBe("2026-11-14T04:30:00.000Z");
  });

  it("carries venue and description as plain text, a link back to /Events and refresh hints", async () => {
    const calendar = calendarOf((await get("/calendar.ics")).text);
    expect(calendar.getFirstPropertyValue("url")).toBe(`${origin}/Events`);
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT6H");
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT6H");
    const hindi = calendar
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event))
      .find((event) => event.summary === "कवि सम्मेलन");
    expect(hindi?.location).toBe("सभागार");
    expect(hindi?.description).toBe("हिन्दी विभाग द्वारा कवि सम्मेलन का आयोजन।");
    expect(hindi?.component.getFirstPropertyValue("url")).toBe(`${origin}/Events?id=e-hindi`);
    expect(hindi?.uid).toBe("e-hindi@school.example");
    // The content's import time, not the request's: an unchanged feed is the same bytes.
    const stamp = hindi?.component.getFirstPropertyValue("dtstamp") as ICAL.Time | undefined;
    expect(stamp?.toString()).toBe("2026-11-20T06:00:00Z");
  });

  it("answers one event's .ics as a download, and 404 for an event that is not there", async () => {
    const { response, text } = await get("/calendar/e-science.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="e-science.ics"');
    const events = calendarOf(text).getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("summary"))).toEqual(["Science Exhibition"]);
    expect((await get("/calendar/nope.ics")).response.status).toBe(404);
    expect((await get("/calendar/e-science.txt")).response.status).toBe(404);
  });
});

describe("/news.xml and /news.atom", () => {
  const parser = new Parser();

  it("lists the latest news as RSS 2.0, newest first, each linking to its own view", async () => {
    const { response, text } = await get("/news.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = await parser.parseString(text);
    expect(feed.title).toBe("Test Valley School: Latest News");
    expect(feed.link).toBe(`${origin}/News`);
    expect(feed.items.map((item) => item.title)).toEqual([
      "हिन्दी दिवस समारोह",
      "Inter-house football final",
      "Second quarter circular",
      "Fee payment reminder",
    ]);
    expect(feed.items[0].link).toBe(`${origin}/News?id=n-hindi-diwas`);
    expect(new Date(feed.items[0].pubDate ?? "").toISOString()).toBe("2026-09-10T00:00:00.000Z");
  });

  it("lists the same news as Atom 1.0", async () => {
    const { response, text } = await get("/news.atom");
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = await parser.parseString(text);
    expect(feed.items).toHaveLength(4);
    expect(feed.items[1]).toMatchObject({ title: "Inter-house football final", link: `${origin}/News?id=n-sports` });
    expect(feed.items[1].summary).toBe("Red House beat Blue House 2-1 in a close final.");
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists every route, album and news item with lastmod, as valid XML", async () => {
    const { response, text } = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(XMLValidator.validate(text)).toBe(true);
    const urls: Array<{ loc: string; lastmod: string }> = new XMLParser().parse(text).urlset.url;
    const lastmod = new Map(urls.map((url) => [url.loc, url.lastmod]));
    for (const path of sitePaths.filter((path) => path !== "/SubGallery" && path !== "/Search")) {
      expect(lastmod.has(`${origin}${path}`), path).toBe(true);
    }
    expect(lastmod.get(`${origin}/SubGallery?id=g-annual`)).toBe("2026-02-10");
    expect(lastmod.get(`${origin}/News?id=n-sports`)).toBe("2026-08-20");
    expect(lastmod.get(`${origin}/News`)).toBe("2026-09-10");
    expect(lastmod.get(`${origin}/Gallery`)).toBe("2026-02-10");
    expect(lastmod.get(`${origin}/About`)).toBe("2026-11-20");
    expect(urls.every((url) => /^\d{4}-\d{2}-\d{2}$/.test(url.lastmod))).toBe(true);
  });

  it("robots.txt names the sitemap and keeps crawlers out of /admin", async () => {
    const { response, text } = await get("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(text.split("\n")).toEqual(["User-agent: *", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""]);
  });
});

describe("without PUBLIC_URL", () => {
  it("writes the request's own origin", async () => {
    const local = await createTestApi({ SCHOOL_CODE: "test" });
    const response = await local.app.request("http://192.0.2.10:3000/robots.txt");
    expect(await response.text()).toContain("Sitemap: http://192.0.2.10:3000/sitemap.xml");
  });

  it("answers 404 for a school that has no content", async () => {
    const other = await createTestApi({ SCHOOL_CODE: "nobody" });
    for (const path of ["/calendar.ics", "/news.xml", "/news.atom", "/sitemap.xml"]) {
      expect((await other.app.request(path)).status, path).toBe(404);
    }
  });
});
