import { Feed } from "feed";
import type { StoredItemOf } from "#domain/content-kind";
import type { contentKinds } from "#domain/content-kinds";
import { storedFileUrl } from "./news-feed";

type Circular = StoredItemOf<typeof contentKinds.circulars>;

export type CircularsFeedSource = {
  schoolName: string;
  origin: string;
  /** When the content last changed (the import): the feed's own date. */
  changedAt: Date;
  /** Newest first, as the API lists them. */
  circulars: readonly Circular[];
};

/** The newest this many circulars are in the feed. */
export const circularsFeedLength = 30;

const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The latest circulars as RSS 2.0 (/circulars.xml, issue 22): each item is "number: title", links
 * to its own view on /Circulars, says whom it is for, and carries its first PDF as the enclosure.
 */
export function circularsFeed(source: CircularsFeedSource): Feed {
  const { origin } = source;
  const feed = new Feed({
    title: `${source.schoolName}: Circulars`,
    description: `Circulars to parents from ${source.schoolName}.`,
    id: `${origin}/Circulars`,
    link: `${origin}/Circulars`,
    language: "en",
    updated: source.changedAt,
    generator: false,
    copyright: source.schoolName,
    feedLinks: { rss: `${origin}/circulars.xml` },
    author: { name: source.schoolName, link: origin },
  });
  for (const item of source.circulars.slice(0, circularsFeedLength)) {
    const link = `${origin}/Circulars?id=${encodeURIComponent(item._id)}`;
    const date = new Date(`${item.date}T00:00:00Z`);
    const classes = item.classes.length === 0 ? "For the whole school." : `For classes ${item.classes.join(", ")}.`;
    const pdf = item.attachments.find((file) => /\.pdf$/i.test(file));
    feed.addItem({
      title: html(`${item.number}: ${item.title}`),
      id: link,
      link,
      description: html([item.summary, classes].filter(Boolean).join(" ")),
      date,
      published: date,
      ...(pdf ? { enclosure: { url: storedFileUrl(origin, pdf), type: "application/pdf", length: 0 } } : {}),
    });
  }
  return feed;
}
