import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { allKinds } from "#domain/kinds/all-kinds";
import { defineListKind } from "#domain/kinds/list-kind";
import { searchKinds } from "#domain/search-hit";
import { sitePaths } from "#domain/site-routes";
import { buildMenu, type MenuEntry } from "./menu";
import { pageTextsOf, searchPages, searchPagesOf } from "./page-names.server";
import { groupHeading, hitPath } from "./search-view";

/**
 * Issue 22: a kind with a page of its own (domain/kinds/*.ts `page`) is a page of the site with no
 * other edit. A made-up kind, written as a kind's file would be, is found in the header menu, the
 * page names and the search links (domain/kinds/all-kinds.test.ts finds it among the site's pages
 * and in the sitemap); Circulars, the real one, is found the same way.
 */
const noticesBoard = defineListKind({
  key: "noticesBoard",
  content: defineKind({
    schema: z.strictObject({ ...withId, title: text, postedOn: isoDate }),
    table: "notice_board",
    paths: ["/noticesBoard/:school"],
    order: [{ by: "postedOn", direction: "desc" }],
  }),
  search: {
    kind: "notice",
    position: 9,
    document: (notice) => ({ title: notice.title, body: "", date: notice.postedOn }),
  },
  page: {
    path: "/Notices",
    name: "Notices board",
    description: "The school's notices board.",
    after: "/Gallery",
    lastmod: (notice) => notice.postedOn,
  },
});

const kinds = [...allKinds, noticesBoard];

const hit = (kind: string, id: string) => ({ kind, _id: id, date: null });

const groupOf = (entries: MenuEntry[], id: string) =>
  entries.flatMap((entry) => (entry.kind === "group" && entry.id === id ? entry.items : []));
const targets = (entries: MenuEntry[], id: string) =>
  groupOf(entries, id).map((link) => [link.label, link.kind === "internal" ? link.to : link.href]);

describe("a kind with a page of its own", () => {
  it("is linked from the header menu, in the group of the page it follows, right after it", () => {
    expect(targets(buildMenu(null, kinds), "gallery")).toEqual([
      ["Photo Gallery", "/Gallery"],
      ["Notices board", "/Notices"],
      ["Activities", "/Activities"],
      ["Exhibitions", "/Exhibitions"],
      ["Video Gallery", "/VideoGallery"],
    ]);
    expect(JSON.stringify(buildMenu(null))).not.toContain("/Notices");
    // Circulars, beside General Notice (/News) as its file says.
    expect(targets(buildMenu(null), "news")).toEqual([
      ["Examination", "/Examination"],
      ["General Notice", "/News"],
      ["Circulars", "/Circulars"],
      ["Events", "/Events"],
    ]);
  });

  it("has its page's name and description for the title and the share preview", () => {
    expect(pageTextsOf(kinds)["/Notices"]).toEqual({
      name: "Notices board",
      description: "The school's notices board.",
    });
    expect(pageTextsOf(allKinds)["/Notices"]).toBeUndefined();
    expect(pageTextsOf(allKinds)["/Circulars"]).toEqual({
      name: "Circulars",
      description: "The school's numbered circulars to parents, with their PDFs.",
    });
    // Every page of the site has its texts, the fixed pages' unchanged.
    for (const path of sitePaths) expect(pageTextsOf(kinds)[path]?.name, path).toMatch(/\S/);
    expect(pageTextsOf(kinds)["/News"]?.name).toBe("Latest News");
  });

  it("gives its search hits their link to the item on its page, and their group's heading", () => {
    const pages = searchPagesOf(kinds);
    expect(hitPath(hit("notice", "nb 1"), pages)).toBe("/Notices?id=nb%201");
    expect(groupHeading("notice", pages)).toBe("Notices board");
    expect(searchPages.notice).toBeUndefined();
    // What /Search's loader passes: Circulars, the real one.
    expect(hitPath(hit("circular", "c-1"), searchPages)).toBe("/Circulars?id=c-1");
    expect(groupHeading("circular", searchPages)).toBe("Circulars");
    expect(groupHeading("news", searchPages)).toBe("News");
  });

  it("leaves no search kind of the real list without a link or a heading", () => {
    for (const kind of searchKinds) {
      expect(hitPath(hit(kind, "x"), searchPages), kind).not.toBe("/Search");
      expect(groupHeading(kind, searchPages), kind).not.toBe(kind);
    }
  });
});
