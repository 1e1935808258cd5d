import { describe, expect, it } from "vitest";
import { z } from "zod";
import { insertItems } from "#database/queries/school-content";
import { forSchool } from "#database/school-scope";
import { defineKind, fieldColumns } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { newsSchema } from "#domain/kinds/news";
import { listRecords } from "#server/operations/public-content";
import { rawRows, testDatabase } from "#tests/test-database";

/**
 * The promise of domain/content-kinds.ts: adding a field to a kind means
 * changing its schema and writing a migration, nothing else. Here news gets
 * a `subtitle` that way, and the generic row mapping, list query and API
 * record carry it with no other code.
 */
const newsWithSubtitle = defineKind({
  ...contentKinds.news,
  schema: newsSchema.extend({ subtitle: z.string().default("") }),
});

/** The migration such a change would add (portable SQL: SQLite and PostgreSQL). */
const addSubtitle = "alter table news add column subtitle text not null default ''";

describe("a field added to a description", () => {
  it("is stored, listed in the kind's order and answered in schema order", async () => {
    const db = await testDatabase();
    await rawRows(db, addSubtitle);
    const school = forSchool(db, "s");
    await school.insertInto("school").values({ profile_json: "{}", imported_at: "2026-11-23T00:00:00Z" }).execute();

    const items = [
      newsWithSubtitle.schema.parse({ _id: "old", title: "Old", fromDate: "2025-01-01" }),
      newsWithSubtitle.schema.parse({ _id: "new", title: "New", subtitle: "And more", fromDate: "2026-01-01" }),
    ];
    await insertItems(school, newsWithSubtitle, "news", items);
    expect(await rawRows(db, "select subtitle from news where id = 'new'")).toEqual([{ subtitle: "And more" }]);
    expect(fieldColumns(newsWithSubtitle).map((entry) => entry.column)).toContain("subtitle");

    const body = await listRecords(db, "s", "news", newsWithSubtitle, { timeZone: "Asia/Kolkata", now: new Date() });
    expect(body).toEqual([
      { _id: "new", title: "New", description: "", fromDate: "2026-01-01", attachments: [], subtitle: "And more" },
      { _id: "old", title: "Old", description: "", fromDate: "2025-01-01", attachments: [], subtitle: "" },
    ]);
    expect(Object.keys(body[0])).toEqual(["_id", "title", "description", "fromDate", "attachments", "subtitle"]);
  });
});
