import { describe, expect, expectTypeOf, it } from "vitest";
import type { StoredItemOf } from "./content-kind";
import { columnOf, fieldColumns, recordFields, snakeCase } from "./content-kind";
import { type ContentKindName, type ContentKinds, contentKinds } from "./content-kinds";
import { type Bundle, bundleSchema, type EntityName, entityNames, entitySchemas } from "./content-schema";
import { type EditableKindName, editableKindList, editableKinds, fieldErrors } from "./editing/editable-kinds";
import { type SearchKind, searchKinds } from "./search-hit";

/** content.json's lists in bundle order, as written before they were derived from domain/kinds/all-kinds.ts. */
const bundleOrder = [
  "highlights",
  "news",
  "principalMessages",
  "onlineRegistrations",
  "toppers",
  "galleries",
  "birthdays",
  "notifications",
  "events",
  "faculty",
  "videos",
  "transferCertificates",
  "circulars",
];

describe("contentKinds", () => {
  it("describes every list of content.json once, with its own schema, in bundle order", () => {
    expectTypeOf<ContentKindName>().toEqualTypeOf<EntityName>();
    expect(Object.keys(contentKinds)).toEqual(entityNames);
    for (const name of entityNames) expect(contentKinds[name].schema).toBe(entitySchemas[name]);
  });

  it("gives every kind its own table and every list path to one kind", () => {
    const kinds = Object.values(contentKinds);
    expect(new Set(kinds.map((kind) => kind.table)).size).toBe(kinds.length);
    const paths = kinds.flatMap((kind) => kind.paths ?? []);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[A-Za-z/]+\/:school$/);
  });

  it("orders only by columns that exist", () => {
    for (const kind of Object.values(contentKinds)) {
      for (const order of kind.order ?? []) expect(() => columnOf(kind, order.by)).not.toThrow();
    }
  });
});

describe("the registries derived from the list of kinds", () => {
  it("keep content.json's order: the profile, then the lists, then the single kinds' objects", () => {
    expect(entityNames).toEqual(bundleOrder);
    expect(Object.keys(bundleSchema.shape)).toEqual(["profile", ...bundleOrder, "disclosure", "heroSlides"]);
  });

  it("keep the admin area's order of content", () => {
    expect(editableKindList.map((kind) => kind.name)).toEqual([
      "news",
      "events",
      "circulars",
      "notifications",
      "highlights",
      "onlineRegistrations",
      "principalMessages",
      "toppers",
      "faculty",
      "videos",
      "galleries",
      "pages",
      "profile",
      "disclosure",
      "heroSlides",
    ]);
    expectTypeOf<EditableKindName>().toEqualTypeOf<
      | "news"
      | "events"
      | "circulars"
      | "notifications"
      | "highlights"
      | "onlineRegistrations"
      | "principalMessages"
      | "toppers"
      | "faculty"
      | "videos"
      | "galleries"
      | "pages"
      | "profile"
      | "disclosure"
      | "heroSlides"
    >();
  });

  it("give toppers, faculty and videos the direct workflow, their widgets' checks and a topper's session", () => {
    expect(editableKindList.filter((kind) => kind.workflow === "direct").map((kind) => kind.name)).toEqual([
      "toppers",
      "faculty",
      "videos",
      "heroSlides",
    ]);
    expect(editableKinds.toppers.defaults?.({ year: 2026 })).toEqual({ sessionYear: "2025-2026" });
    expect(editableKinds.faculty.orderField).toBe("order");
    const topper = { name: "Asha", class: "IX", division: " ", sessionYear: "2025-2026", attachments: [] };
    expect(fieldErrors(editableKinds.toppers, topper)).toEqual({
      class: "Choose one of X, XII.",
      division: "Marks is required.",
    });
    const video = { title: "Annual Day", date: "2026-11-20", videoUrl: "https://vimeo.com/1" };
    expect(fieldErrors(editableKinds.videos, video)).toEqual({ videoUrl: "Paste the address of a YouTube video." });
    expect(fieldErrors(editableKinds.videos, { ...video, videoUrl: "https://youtu.be/dQw4w9WgXcQ" })).toEqual({});
  });

  it("keep search's kinds and their order, which is the index's", () => {
    expect(searchKinds).toEqual(["news", "event", "album", "video", "page", "faculty", "help", "circular"]);
    expectTypeOf<SearchKind>().toEqualTypeOf<
      "news" | "event" | "album" | "video" | "page" | "faculty" | "help" | "circular"
    >();
  });

  it("keep each kind's precise types", () => {
    expectTypeOf<Bundle["toppers"][number]["class"]>().toEqualTypeOf<"X" | "XII">();
    expectTypeOf<Bundle["news"][number]>().toEqualTypeOf<{
      _id?: string | undefined;
      title: string;
      description: string;
      fromDate: string;
      attachments: string[];
    }>();
    expectTypeOf(contentKinds.principalMessages.table).toEqualTypeOf<"principal_message">();
    expectTypeOf<StoredItemOf<ContentKinds["faculty"]>>().toEqualTypeOf<{
      _id: string;
      name: string;
      designation: string;
      order: number;
      qualification: string;
    }>();
  });
});

describe("the column naming rule", () => {
  it("writes field names in snake_case", () => {
    expect(snakeCase("sessionYear")).toBe("session_year");
    expect(snakeCase("urlTitle")).toBe("url_title");
    expect(snakeCase("title")).toBe("title");
  });

  it("adds _json to lists, keeps the description's exceptions and knows optional fields", () => {
    expect(fieldColumns(contentKinds.notifications)).toEqual([
      { field: "title", column: "title", list: false, optional: false },
      { field: "desc", column: "description", list: false, optional: false },
      { field: "image", column: "images_json", list: true, optional: false },
      { field: "url", column: "url", list: false, optional: true },
      { field: "urlTitle", column: "url_title", list: false, optional: true },
      { field: "attachments", column: "attachments_json", list: true, optional: false },
    ]);
  });

  it("finds computed columns by their own name", () => {
    expect(columnOf(contentKinds.toppers, "marks")).toBe("marks");
    expect(columnOf(contentKinds.faculty, "order")).toBe("sort_order");
    expect(() => columnOf(contentKinds.faculty, "nope")).toThrow(/no field/);
  });
});

describe("recordFields", () => {
  it("keeps schema order less omitted fields, or a view's own order with its fallbacks", () => {
    expect(
      recordFields(contentKinds.birthdays, contentKinds.birthdays.record ?? {}).map((entry) => entry.field),
    ).toEqual(["name", "class", "attachments"]);
    expect(recordFields(contentKinds.galleries, contentKinds.galleries.views?.album ?? {}).at(-1)).toEqual({
      field: "updatedAt",
      fallback: "date",
    });
  });
});
