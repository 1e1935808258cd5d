import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { Db } from "#database/connection";
import { listItems, listItemsOfKinds } from "#database/queries/lists";
import { findSchool } from "#database/queries/school-content";
import type { Config } from "#domain/config";
import { contentKinds } from "#domain/content-kinds";
import { allKinds } from "#domain/kinds/all-kinds";
import { kindPagesOf } from "#domain/kinds/list-kind";
import { sitemapEntriesOf } from "#domain/sitemap-entries";
import type { AppEnv } from "#server/api/deps";
import { publicOrigin } from "#server/public-origin";
import { calendarText } from "./calendar";
import { kindFeed } from "./kind-feed";
import { newsFeed } from "./news-feed";
import { robotsText, sitemapXml } from "./sitemap";

/** Feeds change with an import; readers and calendars may keep an answer this long. */
const feedCacheControl = "public, max-age=600";

function answer(c: Context, body: string, type: string, extra: Record<string, string> = {}): Response {
  return c.body(body, 200, { "Content-Type": type, "Cache-Control": feedCacheControl, ...extra });
}

/**
 * The school's feeds and the files search engines read (issue 16), at the site's root:
 * /calendar.ics and /calendar/{event id}.ics (iCalendar), /news.xml (RSS 2.0), /news.atom
 * (Atom 1.0), the feed of each kind's page that has one (RSS 2.0: /circulars.xml, issue 22), /sitemap.xml
 * and /robots.txt. They show the school of SCHOOL_CODE, like the site.
 */
export function createFeedRoutes({
  db,
  config,
  timeZoneOf,
}: {
  db: Db;
  config: Config;
  /** The school's zone, its profile's or TZ_SCHOOL (decision 0085): the calendar's times are wall-clock times there. */
  timeZoneOf: (schoolCode: string) => Promise<string>;
}): Hono<AppEnv> {
  const feeds = new Hono<AppEnv>();
  const school = config.schoolCode;
  const origin = (c: Context) => publicOrigin(config, c.req.url);

  async function schoolOf(c: Context) {
    const found = await findSchool(db, school);
    return found ? { name: found.profile.name, changedAt: new Date(found.importedAt), origin: origin(c) } : undefined;
  }

  // The kinds' pages with a feed (domain/kinds/*.ts `page.feed`): /circulars.xml.
  const kindFeeds = kindPagesOf(allKinds).flatMap(({ kind, page }) =>
    page.feed ? [{ kind, page, feed: page.feed }] : [],
  );

  // Only these paths: a `use("*")` here would reach every route of the app this is mounted in.
  const paths = ["/calendar.ics", "/calendar/*", "/news.xml", "/news.atom", ...kindFeeds.map(({ feed }) => feed.path)];
  for (const path of [...paths, "/sitemap.xml"]) {
    feeds.use(path, compress());
  }

  const calendar = async (c: Context, only?: string) => {
    const found = await schoolOf(c);
    if (!found) return c.notFound();
    let events = await listItems(db, contentKinds.events, school);
    if (only !== undefined) {
      events = events.filter((event) => event._id === only);
      if (events.length === 0) return c.notFound();
    }
    const text = calendarText({ ...found, schoolName: found.name, timeZone: await timeZoneOf(school), events });
    // A single event downloads as a file to open; the feed is read in place by the subscribing calendar.
    const disposition: Record<string, string> =
      only === undefined ? {} : { "Content-Disposition": `attachment; filename="${only}.ics"` };
    return answer(c, text, "text/calendar; charset=utf-8", disposition);
  };
  feeds.get("/calendar.ics", (c) => calendar(c));
  feeds.get("/calendar/:file", (c) => {
    const match = /^([A-Za-z0-9_-]{1,64})\.ics$/.exec(c.req.param("file"));
    return match ? calendar(c, match[1]) : c.notFound();
  });

  const news = async (c: Context, format: "rss" | "atom") => {
    const found = await schoolOf(c);
    if (!found) return c.notFound();
    const feed = newsFeed({ ...found, schoolName: found.name, news: await listItems(db, contentKinds.news, school) });
    return format === "rss"
      ? answer(c, feed.rss2(), "application/rss+xml; charset=utf-8")
      : answer(c, feed.atom1(), "application/atom+xml; charset=utf-8");
  };
  feeds.get("/news.xml", (c) => news(c, "rss"));
  feeds.get("/news.atom", (c) => news(c, "atom"));

  for (const { kind, page, feed } of kindFeeds) {
    feeds.get(feed.path, async (c) => {
      const found = await schoolOf(c);
      if (!found) return c.notFound();
      const items = await listItems(db, kind.content, school);
      const rss = kindFeed({ ...found, schoolName: found.name, page, feed, items }).rss2();
      return answer(c, rss, "application/rss+xml; charset=utf-8");
    });
  }

  feeds.get("/sitemap.xml", async (c) => {
    const found = await schoolOf(c);
    if (!found) return c.notFound();
    // The items of every kind whose file maps them into the sitemap or gives it a page (domain/kinds/*.ts).
    const items = await listItemsOfKinds(
      db,
      allKinds.filter((kind) => kind.sitemap !== undefined || kind.page !== undefined),
      school,
    );
    const importedOn = found.changedAt.toISOString().slice(0, 10);
    const entries = sitemapEntriesOf(allKinds, items, importedOn);
    return answer(c, await sitemapXml(found.origin, entries), "application/xml; charset=utf-8");
  });

  feeds.get("/robots.txt", (c) => answer(c, robotsText(origin(c)), "text/plain; charset=utf-8"));
  return feeds;
}
