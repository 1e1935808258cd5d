import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import type { AnyContentKind, StoredItemOf } from "#domain/content-kind";
import type { KindFeed, KindPage } from "#domain/kinds/list-kind";
import { kindFeed } from "./kind-feed";

/**
 * Issue 22: a kind's page with a `feed` in its file gets an RSS 2.0 feed with no code of its own
 * (server/api/circulars.test.ts reads Circulars' at /circulars.xml). A made-up kind's feed, read back
 * with rss-parser.
 */
type Item = StoredItemOf<AnyContentKind>;
type Notice = { _id: string; title: string; postedOn: string; file?: string };

const feed: KindFeed<Item> = {
  path: "/notices.xml",
  length: 2,
  description: (schoolName) => `Notices of ${schoolName}.`,
  item: (item) => {
    const notice = item as Notice;
    return {
      title: `Notice: ${notice.title}`,
      description: "On the board.",
      date: notice.postedOn,
      ...(notice.file ? { enclosure: { path: notice.file, type: "application/pdf" } } : {}),
    };
  },
};
const page: KindPage<Item> = {
  path: "/Notices",
  name: "Notices board",
  description: "The school's notices board.",
  after: "/News",
  lastmod: (item) => (item as Notice).postedOn,
  feed,
};

describe("a kind page's feed", () => {
  it("names the school and the page, links each item to its view on the page, newest `length` only", async () => {
    const notices: Notice[] = [
      { _id: "n 3", title: "Sports <day> & prizes", postedOn: "2026-11-10", file: "test/notices/3.pdf" },
      { _id: "n2", title: "Library week", postedOn: "2026-11-02" },
      { _id: "n1", title: "Old", postedOn: "2026-10-01" },
    ];
    const rss = kindFeed({
      schoolName: "Test School",
      origin: "https://school.example",
      changedAt: new Date("2026-11-20T06:00:00Z"),
      page,
      feed,
      items: notices as Item[],
    }).rss2();
    const parsed = await new Parser().parseString(rss);
    expect(parsed.title).toBe("Test School: Notices board");
    expect(parsed.description).toBe("Notices of Test School.");
    expect(parsed.link).toBe("https://school.example/Notices");
    // Titles are HTML-escaped, as the news feed's are: a reader shows "Sports <day> & prizes".
    expect(parsed.items.map((item) => [item.title, item.link, item.isoDate])).toEqual([
      [
        "Notice: Sports &lt;day&gt; &amp; prizes",
        "https://school.example/Notices?id=n%203",
        "2026-11-10T00:00:00.000Z",
      ],
      ["Notice: Library week", "https://school.example/Notices?id=n2", "2026-11-02T00:00:00.000Z"],
    ]);
    expect(parsed.items[0].enclosure).toMatchObject({
      url: "https://school.example/api/image/test/notices/3.pdf",
      type: "application/pdf",
    });
    expect(parsed.items[1].enclosure).toBeUndefined();
  });
});
