import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import type { StoredItemOf } from "#domain/content-kind";
import type { contentKinds } from "#domain/content-kinds";
import { queryOnlyPaths, sitePaths } from "#domain/site-routes";

type Albums = readonly StoredItemOf<typeof contentKinds.galleries>[];
type News = readonly StoredItemOf<typeof contentKinds.news>[];
type Videos = readonly StoredItemOf<typeof contentKinds.videos>[];

export type SitemapSource = {
  origin: string;
  /** `YYYY-MM-DD` of the school's last import: when its pages last changed. */
  importedOn: string;
  albums: Albums;
  news: News;
  videos: Videos;
};

export type SitemapEntry = { url: string; lastmod: string };

const albumPages = { "/Gallery": "PhotoGallery", "/Activities": "Activity", "/Exhibitions": "Exhibitions" } as const;

/**
 * Every page of the site, each album and each news item, with the date its content last
 * changed (`lastmod`): an item's own date (an album's "updated on"), a list page's newest item,
 * everything else the school's last import. A date after the import (an album dated ahead) counts
 * as the import's.
 */
export function sitemapEntries(source: SitemapSource): SitemapEntry[] {
  const { importedOn } = source;
  const capped = (date: string) => (date < importedOn ? date : importedOn);
  // ISO dates sort as text: the greatest is the newest.
  const newest = (dates: readonly string[]) => capped([...dates].sort().at(-1) ?? importedOn);
  const albumDate = (album: Albums[number]) => album.updatedAt ?? album.date;
  const routeDate = (path: string): string => {
    if (path === "/News") return newest(source.news.map((item) => item.fromDate));
    if (path === "/VideoGallery") return newest(source.videos.map((video) => video.date));
    if (path in albumPages) {
      const category = albumPages[path as keyof typeof albumPages];
      return newest(source.albums.filter((album) => album.category === category).map(albumDate));
    }
    return importedOn;
  };
  const routes = sitePaths
    .filter((path) => !queryOnlyPaths.includes(path))
    .map((path) => ({ url: path, lastmod: routeDate(path) }));
  const albums = source.albums.map((album) => ({
    url: `/SubGallery?id=${encodeURIComponent(album._id)}`,
    lastmod: capped(albumDate(album)),
  }));
  const news = source.news.map((item) => ({
    url: `/News?id=${encodeURIComponent(item._id)}`,
    lastmod: capped(item.fromDate),
  }));
  return [...routes, ...albums, ...news];
}

/** The sitemap protocol's XML for the entries (the `sitemap` package), addresses made absolute with the origin. */
export async function sitemapXml(origin: string, entries: readonly SitemapEntry[]): Promise<string> {
  const stream = new SitemapStream({ hostname: origin, lastmodDateOnly: true });
  const xml = await streamToPromise(Readable.from(entries).pipe(stream));
  return xml.toString("utf8");
}

/** robots.txt: everything may be crawled but the admin area; the sitemap's address. */
export function robotsText(origin: string): string {
  return ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
