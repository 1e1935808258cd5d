import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { recordSchemasOf } from "#domain/api-records";
import { files, isoDate, text, withId } from "#domain/content-fields";
import { defineKind, fieldColumns, recordSchema } from "#domain/content-kind";
import { contentKindsOf } from "#domain/content-kinds";
import { bundleSchemaOf, entitySchemasOf } from "#domain/content-schema";
import { attachmentsField, type EditableField, textField } from "#domain/editing/editable-fields";
import { editableKindsOf, fieldErrors } from "#domain/editing/editable-kinds";
import { allKinds } from "#domain/kinds/all-kinds";
import { defineListKind, type KindEditing, type SiteListName, siteListsOf } from "#domain/kinds/list-kind";
import { searchDocumentsOf, searchKindsOf } from "#domain/search-kinds";
import { sitePaths, sitePathsOf } from "#domain/site-routes";
import { sitemapEntriesOf } from "#domain/sitemap-entries";

/**
 * Issue 22: a kind is registered by adding its file's object to the list. A made-up kind,
 * written as a kind's file would be, is added to the real list and found in every registry
 * derived from it, with no other edit: the bundle, the storage and list routes, the API's
 * records, the admin area, site search and the sitemap (the last two from items in memory:
 * reading them is `listItemsOfKinds`, the same for every kind), and its page of its own among the
 * site's pages (app/lib/kind-pages.test.ts finds it in the header menu, the page names and the
 * search links).
 */

const noticeSchema = z.strictObject({
  ...withId,
  title: text,
  postedOn: isoDate,
  pinned: z.boolean().default(false),
  attachments: files,
});

const noticesBoard = defineListKind({
  key: "noticesBoard",
  site: { logName: "notice" },
  content: defineKind({
    schema: noticeSchema,
    table: "notice_board",
    paths: ["/noticesBoard/:school"],
    order: [{ by: "postedOn", direction: "desc" }],
    record: { omit: ["pinned"] },
  }),
  editing: {
    workflow: "reviewed",
    singular: "notice",
    plural: "Notices board",
    publicPath: "/Notices",
    titleField: "title",
    dateField: "postedOn",
    adminPosition: 7,
    fields: [textField("title", "Title"), { name: "postedOn", label: "Date", widget: "date" }, attachmentsField],
  },
  search: {
    kind: "notice",
    position: 4.5,
    document: (notice) => ({ title: notice.title, body: notice.pinned ? "Pinned" : "", date: notice.postedOn }),
  },
  sitemap: {
    // Between the albums' (1) and the news items' (2) own pages.
    items: { position: 1.5, url: (notice) => `/Notices?id=${notice._id}`, lastmod: (notice) => notice.postedOn },
    // The home page shows the pinned notices.
    pages: [{ path: "/", lastmod: (notice) => notice.postedOn, where: (notice) => notice.pinned }],
  },
  page: {
    path: "/Notices",
    name: "Notices board",
    description: "The school's notices board.",
    after: "/News",
    lastmod: (notice) => notice.postedOn,
  },
});

const kinds = [...allKinds, noticesBoard] as const;

const profile = {
  name: "Test School",
  board: "CBSE",
  affiliation: "123",
  address: "1 Road",
  phone: "0123",
  email: "office@school.in",
  portalUrl: "https://portal.example",
  appStoreUrl: "https://apps.example",
  playStoreUrl: "https://play.example",
  videoChannelUrl: "https://video.example",
  mapEmbedUrl: "https://map.example",
  vendorName: "Vendor",
  vendorUrl: "https://vendor.example",
  admissionGuidelinesPdf: "guidelines.pdf",
  sessionCalendarPdf: "calendar.pdf",
};

describe("a kind added to the list of kinds", () => {
  it("is a list of the bundle, its items parsed with its schema", () => {
    const bundleSchema = bundleSchemaOf(kinds);
    // After the lists, the single kinds' objects (the disclosure, decision 0087; the hero slides, 0102).
    expect(Object.keys(bundleSchema.shape).slice(-3)).toEqual(["noticesBoard", "disclosure", "heroSlides"]);
    const bundle = bundleSchema.parse({ profile, noticesBoard: [{ title: " Sports day ", postedOn: "2026-11-02" }] });
    expect(bundle.noticesBoard).toEqual([
      { title: "Sports day", postedOn: "2026-11-02", pinned: false, attachments: [] },
    ]);
    expect(bundle.news).toEqual([]);
    expectTypeOf(bundle.noticesBoard).toEqualTypeOf<z.output<typeof noticeSchema>[]>();

    const refused = bundleSchema.safeParse({
      profile,
      noticesBoard: [{ title: "Sports day", postedOn: "2026-13-02" }],
    });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["noticesBoard", 0, "postedOn"]]);
    expect(bundleSchemaOf(kinds).parse({ profile }).noticesBoard).toEqual([]);
    expect(entitySchemasOf(kinds).noticesBoard).toBe(noticeSchema);
  });

  it("is not in a bundle whose list lacks it", () => {
    const refused = bundleSchemaOf(allKinds).safeParse({ profile, noticesBoard: [] });
    expect(refused.success).toBe(false);
  });

  it("is stored in its table and listed at its paths, with records derived from its schema", () => {
    const registry = contentKindsOf(kinds);
    expect(Object.keys(registry).at(-1)).toBe("noticesBoard");
    expect(registry.noticesBoard.table).toBe("notice_board");
    expectTypeOf(registry.noticesBoard.table).toEqualTypeOf<"notice_board">();
    // What registerListRoutes mounts: every kind's paths.
    expect(Object.values(registry).flatMap((kind) => kind.paths ?? [])).toContain("/noticesBoard/:school");
    expect(fieldColumns(registry.noticesBoard).map(({ column }) => column)).toEqual([
      "title",
      "posted_on",
      "pinned",
      "attachments_json",
    ]);
    const record = recordSchema(registry.noticesBoard).parse({
      _id: "n1",
      title: "Sports day",
      postedOn: "2026-11-02",
      pinned: true,
      attachments: [],
    });
    expect(record).toEqual({ _id: "n1", title: "Sports day", postedOn: "2026-11-02", attachments: [] });
  });

  it("has the API record schema the site reads its answers with", () => {
    const schemas = recordSchemasOf(kinds);
    expect(Object.keys(schemas).at(-1)).toBe("noticesBoard");
    const answer = { _id: "n1", title: "Sports day", postedOn: "2026-11-02", pinned: true, attachments: [] };
    expect(schemas.noticesBoard.parse(answer)).toEqual({
      _id: "n1",
      title: "Sports day",
      postedOn: "2026-11-02",
      attachments: [],
    });
    expect(schemas.noticesBoard.safeParse({ ...answer, postedOn: 3 }).success).toBe(false);
    expectTypeOf(schemas.noticesBoard.parse(answer)).toEqualTypeOf<{
      _id: string;
      title: string;
      postedOn: string;
      attachments: string[];
    }>();
    expect(Object.keys(recordSchemasOf(allKinds))).not.toContain("noticesBoard");
  });

  it("is edited in the admin area at its place, checked with its schema", () => {
    const editable = editableKindsOf(kinds);
    expect(Object.keys(editable)).toEqual([
      "news",
      "events",
      "circulars",
      "notifications",
      "highlights",
      "onlineRegistrations",
      "principalMessages",
      "noticesBoard",
      "toppers",
      "faculty",
      "videos",
      "galleries",
      "pages",
      "profile",
      "disclosure",
      "heroSlides",
    ]);
    const kind = editable.noticesBoard;
    expect(kind).toMatchObject({ name: "noticesBoard", singular: "notice", publicPath: "/Notices" });
    expect(kind.schema).toBe(noticeSchema);
    expect(kind.fields.map((field) => field.name)).toEqual(["title", "postedOn", "attachments"]);
    expect(fieldErrors(kind, { postedOn: "2026-11-02" })).toEqual({ title: "Title is required." });
  });

  it("is read by the site's pages, by its key, its failed read logged with its own word", () => {
    const lists = siteListsOf(kinds);
    expect(lists.at(-1)).toEqual({ key: "noticesBoard", logName: "notice" });
    // The transfer certificates are only looked up, one at a time: no page lists them.
    expect(lists.map((list) => list.key)).not.toContain("transferCertificates");
    expect(siteListsOf(allKinds).map((list) => list.key)).not.toContain("noticesBoard");
    expectTypeOf<SiteListName<typeof kinds>>().toEqualTypeOf<
      | "highlights"
      | "news"
      | "principalMessages"
      | "onlineRegistrations"
      | "toppers"
      | "galleries"
      | "birthdays"
      | "notifications"
      | "events"
      | "faculty"
      | "videos"
      | "circulars"
      | "noticesBoard"
    >();
  });

  it("is found by site search, at its place among search's kinds", () => {
    expect(searchKindsOf(kinds)).toEqual([
      "news",
      "event",
      "album",
      "video",
      "notice",
      "page",
      "faculty",
      "help",
      "circular",
    ]);
    expectTypeOf<ReturnType<typeof searchKindsOf<typeof kinds>>[number]>().toEqualTypeOf<
      "news" | "event" | "album" | "video" | "notice" | "page" | "faculty" | "help" | "circular"
    >();
    const notice = { _id: "nb-1", title: "Sports\u200d day", postedOn: "2026-11-02", pinned: true, attachments: [] };
    const video = { _id: "v-1", title: "Annual day", date: "2026-02-12", videoUrl: "https://videos.example/a" };
    const others = { page: [{ ref: "About", title: "About", body: "The school", date: null }], help: [] };
    const documents = searchDocumentsOf(kinds, { noticesBoard: [notice], videos: [video] }, others);
    expect(documents).toEqual([
      { kind: "video", ref: "v-1", title: "Annual day", body: "", date: "2026-02-12" },
      // Its own mapping, the text normalised as every indexed text is.
      { kind: "notice", ref: "nb-1", title: "Sports day", body: "Pinned", date: "2026-11-02" },
      { kind: "page", ref: "About", title: "About", body: "The school", date: null },
    ]);
    expect(searchDocumentsOf(allKinds, { videos: [video] }, others).map((document) => document.kind)).toEqual([
      "video",
      "page",
    ]);
  });

  it("is in the sitemap: its items' own pages, and the page that lists it dated by its newest item", () => {
    const notices = [
      { _id: "nb-1", title: "Sports day", postedOn: "2026-11-02", pinned: true, attachments: [] },
      { _id: "nb-2", title: "Library week", postedOn: "2026-11-10", pinned: false, attachments: [] },
      { _id: "nb-3", title: "Next year", postedOn: "2027-01-05", pinned: false, attachments: [] },
    ];
    const album = {
      _id: "g-1",
      title: "Annual day",
      description: "",
      date: "2026-02-10",
      category: "PhotoGallery" as const,
      attachments: [],
    };
    const news = { _id: "n-1", title: "Fees", description: "", fromDate: "2026-09-10", attachments: [] };
    const items = { noticesBoard: notices, galleries: [album], news: [news] };
    const entries = sitemapEntriesOf(kinds, items, "2026-11-20");
    const lastmod = new Map(entries.map((entry) => [entry.url, entry.lastmod]));
    // The newest pinned notice; the unpinned ones are not on the home page.
    expect(lastmod.get("/")).toBe("2026-11-02");
    expect(lastmod.get("/News")).toBe("2026-09-10");
    expect(entries.filter((entry) => entry.url.includes("?"))).toEqual([
      { url: "/SubGallery?id=g-1", lastmod: "2026-02-10" },
      { url: "/Notices?id=nb-1", lastmod: "2026-11-02" },
      { url: "/Notices?id=nb-2", lastmod: "2026-11-10" },
      // Dated after the import: the import's date.
      { url: "/Notices?id=nb-3", lastmod: "2026-11-20" },
      { url: "/News?id=n-1", lastmod: "2026-09-10" },
    ]);

    const without = sitemapEntriesOf(allKinds, items, "2026-11-20");
    expect(without.find((entry) => entry.url === "/")?.lastmod).toBe("2026-11-20");
    expect(without.some((entry) => entry.url.startsWith("/Notices"))).toBe(false);
  });

  it("has its page among the site's pages, after the page it names, and in the sitemap dated by its newest item", () => {
    const paths = sitePathsOf(kinds);
    // After /News, as /Circulars is: kinds after one page keep the list's order.
    expect(paths.slice(paths.indexOf("/News"), paths.indexOf("/News") + 4)).toEqual([
      "/News",
      "/Circulars",
      "/Notices",
      "/MandatoryPublicDisclosure",
    ]);
    expect(paths).toHaveLength(sitePaths.length + 1);
    expect(sitePaths).not.toContain("/Notices");

    const notices = [
      { _id: "nb-1", title: "Sports day", postedOn: "2026-11-02", pinned: true, attachments: [] },
      { _id: "nb-2", title: "Library week", postedOn: "2026-11-10", pinned: false, attachments: [] },
    ];
    const entries = sitemapEntriesOf(kinds, { noticesBoard: notices }, "2026-11-20");
    const urls = entries.map((entry) => entry.url);
    expect(urls.slice(urls.indexOf("/News"), urls.indexOf("/News") + 3)).toEqual(["/News", "/Circulars", "/Notices"]);
    expect(entries.find((entry) => entry.url === "/Notices")?.lastmod).toBe("2026-11-10");
    expect(sitemapEntriesOf(allKinds, {}, "2026-11-20").some((entry) => entry.url === "/Notices")).toBe(false);
  });

  it("does not compile with a form field its schema lacks", () => {
    const fields: KindEditing<typeof noticeSchema>["fields"] = [
      textField("title", "Title"),
      // @ts-expect-error: the schema has no `postedAt`.
      { name: "postedAt", label: "Date", widget: "date" },
    ];
    // @ts-expect-error: nor a `heading` to show as the title.
    const titleField: KindEditing<typeof noticeSchema>["titleField"] = "heading";
    // The same in a kind's file: defineListKind refuses the form.
    // @ts-expect-error: `postedAt` is not a field of the kind.
    const misspelt = defineListKind({
      key: "misspelt",
      content: noticesBoard.content,
      editing: { ...noticesBoard.editing, fields: [{ name: "postedAt", label: "Date", widget: "date" }] },
    });
    // Search and the sitemap read the kind's own items: a field it lacks does not compile.
    const search: typeof noticesBoard.search = {
      kind: "notice",
      position: 1,
      // @ts-expect-error: a notice has no `heading`.
      document: (notice) => ({ title: notice.heading, body: "", date: null }),
    };
    expect([fields.length, titleField, misspelt.key, search?.kind]).toEqual([2, "heading", "misspelt", "notice"]);
    expectTypeOf<KindEditing<typeof noticeSchema>["fields"][number]>().toEqualTypeOf<
      EditableField<"title" | "postedOn" | "pinned" | "attachments">
    >();
  });
});
