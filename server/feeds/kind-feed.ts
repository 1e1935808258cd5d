import { Feed } from "feed";
import type { AnyContentKind, StoredItemOf } from "#domain/content-kind";
import { itemPath } from "#domain/fixed-pages";
import type { KindFeed, KindPage } from "#domain/kinds/list-kind";
import { storedFileUrl } from "./news-feed";

export type KindFeedSource = {
  schoolName: string;
  origin: string;
  /** When the content last changed (the import): the feed's own date. */
  changedAt: Date;
  /** The kind's page, and its `feed`. */
  page: KindPage<StoredItemOf<AnyContentKind>>;
  feed: KindFeed<StoredItemOf<AnyContentKind>>;
  /** Newest first, as the API lists them. */
  items: readonly StoredItemOf<AnyContentKind>[];
};

const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The RSS 2.0 feed of a kind's page (`/circulars.xml`, issue 22), from its file's `page.feed`:
 * the newest `length` items, each linking to its own view on the page (`/Circulars?id=…`) and
 * carrying its enclosure, if it has one.
 */
export function kindFeed(source: KindFeedSource): Feed {
  const { origin, page, feed: mapping } = source;
  const feed = new Feed({
    title: `${source.schoolName}: ${page.name}`,
    description: mapping.description(source.schoolName),
    id: `${origin}${page.path}`,
    link: `${origin}${page.path}`,
    language: "en",
    updated: source.changedAt,
    generator: false,
    copyright: source.schoolName,
    feedLinks: { rss: `${origin}${mapping.path}` },
    author: { name: source.schoolName, link: origin },
  });
  for (const stored of source.items.slice(0, mapping.length)) {
    const item = mapping.item(stored);
    const link = `${origin}${itemPath(page.path, stored._id)}`;
    const date = new Date(`${item.date}T00:00:00Z`);
    const { enclosure } = item;
    feed.addItem({
      title: html(item.title),
      id: link,
      link,
      description: html(item.description),
      date,
      published: date,
      ...(enclosure
        ? { enclosure: { url: storedFileUrl(origin, enclosure.path), type: enclosure.type, length: 0 } }
        : {}),
    });
  }
  return feed;
}
