import { Feed } from "feed";
import type { StoredItemOf } from "#domain/content-kind";
import type { contentKinds } from "#domain/content-kinds";
import { isRichText } from "#domain/rich-text";

type NewsItem = StoredItemOf<typeof contentKinds.news>;

export type NewsFeedSource = {
  schoolName: string;
  origin: string;
  /** When the content last changed (the import): the feed's own date. */
  changedAt: Date;
  /** Newest first, as the API lists them. */
  news: readonly NewsItem[];
};

/** The newest this many items are in the feeds. */
export const newsFeedLength = 20;

export const newsItemUrl = (origin: string, id: string) => `${origin}/News?id=${encodeURIComponent(id)}`;

const imageTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
const imageTypeOf = (file: string) => imageTypes[file.slice(file.lastIndexOf(".") + 1).toLowerCase()];

/**
 * Atom declares the feed's titles and summaries `type="html"`, and RSS readers read descriptions as
 * HTML: the school's plain text is escaped, so "Class <X>" stays text instead of becoming a tag.
 */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The image service's address of a stored file, segments encoded (app/lib/api-client.ts fileUrl's rule). */
export const storedFileUrl = (origin: string, storedPath: string) =>
  `${origin}/api/image/${storedPath.split("/").filter(Boolean).map(encodeURIComponent).join("/")}`;

/**
 * The latest news as one Feed (the `feed` package), written as RSS 2.0 (/news.xml) or Atom 1.0
 * (/news.atom). Each item links to its own view on /News; a news item's first photo travels
 * as its image (RSS enclosure, Atom link rel=enclosure).
 */
export function newsFeed(source: NewsFeedSource): Feed {
  const { origin } = source;
  const feed = new Feed({
    title: `${source.schoolName}: Latest News`,
    description: `General notices and the latest news from ${source.schoolName}.`,
    id: `${origin}/News`,
    link: `${origin}/News`,
    language: "en",
    updated: source.changedAt,
    generator: false,
    copyright: source.schoolName,
    feedLinks: { rss: `${origin}/news.xml`, atom: `${origin}/news.atom` },
    author: { name: source.schoolName, link: origin },
  });
  for (const item of source.news.slice(0, newsFeedLength)) {
    const photo = item.attachments.find((file) => imageTypeOf(file) !== undefined);
    const date = new Date(`${item.fromDate}T00:00:00Z`);
    feed.addItem({
      title: html(item.title),
      id: newsItemUrl(origin, item._id),
      link: newsItemUrl(origin, item._id),
      // Rich text (issue 13) is already clean HTML; plain text is escaped.
      description: isRichText(item.description) ? item.description : html(item.description || item.title),
      date,
      published: date,
      ...(photo ? { image: { url: storedFileUrl(origin, photo), type: imageTypeOf(photo), length: 0 } } : {}),
    });
  }
  return feed;
}
