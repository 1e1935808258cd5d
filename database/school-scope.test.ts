import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listItems } from "#database/queries/lists";
import { findSchool, replaceSchoolContent } from "#database/queries/school-content";
import { contentKinds } from "#domain/content-kinds";
import { type Bundle, bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { openTestDatabase, rawRows, tableColumns, tableNames } from "#tests/test-database";
import { forSchool, schoolScopeColumns, writeSchool } from "./school-scope";

const bundle: Bundle = bundleSchema.parse(fixtureBundle);

async function twoSchools() {
  const { db } = await openTestDatabase();
  await replaceSchoolContent(db, "north", bundle, []);
  await replaceSchoolContent(
    db,
    "south",
    { ...bundle, news: [{ ...bundle.news[0], _id: "s1", title: "South only" }] },
    [],
  );
  return db;
}

describe("a school's handle", () => {
  it("adds the school to every statement it compiles", () => {
    // Compiled only, never run: the SQL the plugin makes of queries that do not name the school.
    return (async () => {
      const { db } = await openTestDatabase();
      const school = forSchool(db, "north");
      const select = school.selectFrom("news").select("title").where("id", "=", "n1").compile();
      expect(select.sql).toMatch(/where \("id" = [?$1]+\) and "news"\."school_code" = [?$2]+$/);
      expect(select.parameters).toEqual(["n1", "north"]);

      const insert = school.insertInto("page").values({ slug: "About", title: null, markdown: "", html: "" }).compile();
      expect(insert.sql).toMatch(/\("slug", "title", "markdown", "html", "school_code"\)/);
      expect(insert.parameters.at(-1)).toBe("north");

      const remove = school.deleteFrom("video").compile();
      expect(remove.sql).toMatch(/delete from "video" where "video"\."school_code" = /);
      const update = school.updateTable("school").set({ imported_at: "x" }).compile();
      expect(update.sql).toMatch(/where "school"\."code" = /);
      await db.destroy();
    })();
  });

  it("never reads or changes another school's rows", async () => {
    const db = await twoSchools();
    expect((await listItems(db, contentKinds.news, "south")).map((item) => item.title)).toEqual(["South only"]);
    expect((await listItems(db, contentKinds.news, "north")).map((item) => item.title)).not.toContain("South only");

    await forSchool(db, "north").deleteFrom("news").execute();
    expect(await listItems(db, contentKinds.news, "north")).toEqual([]);
    expect(await listItems(db, contentKinds.news, "south")).toHaveLength(1);
    await forSchool(db, "north").updateTable("school").set({ imported_at: "changed" }).execute();
    expect((await findSchool(db, "south"))?.importedAt).not.toBe("changed");
    expect(await listItems(db, contentKinds.news, "nobody")).toEqual([]);
    await db.destroy();
  });

  it("refuses what it cannot scope: raw SQL, joins, tables without a school, a school column set by hand", async () => {
    const db = await twoSchools();
    const school = forSchool(db, "north");
    // Reached only by casting the types away: what the plugin is there for.
    const untyped = school as unknown as {
      selectFrom: (table: string) => { selectAll: () => { execute: () => Promise<unknown> } };
      insertInto: (table: string) => { values: (row: object) => { execute: () => Promise<unknown> } };
    };
    await expect(untyped.selectFrom("content_version").selectAll().execute()).rejects.toThrow(/not a school's table/);
    await expect(untyped.selectFrom("kysely_migration").selectAll().execute()).rejects.toThrow(/not a school's table/);
    await expect(
      untyped.insertInto("news").values({ school_code: "south", id: "x", position: 0 }).execute(),
    ).rejects.toThrow(/set by the school's handle/);
    await expect(
      school.selectFrom("news").innerJoin("video", "video.id", "news.id").selectAll().execute(),
    ).rejects.toThrow(/does not join/);
    // A school's handle has no executor for raw SQL at all.
    expect("getExecutor" in school).toBe(false);
    await expect(writeSchool(db, "", async () => {})).rejects.toThrow(/needs the school's code/);
    await db.destroy();
  });

  it("covers every table that has a school column, and nothing else", async () => {
    const { db } = await openTestDatabase();
    const withSchool: string[] = [];
    for (const table of await tableNames(db)) {
      const columns = (await tableColumns(db, table)).map((column) => column.name);
      if (columns.includes("school_code") || table === "school") withSchool.push(table);
    }
    expect(withSchool.sort()).toEqual([...schoolScopeColumns().keys()].sort());
    expect(await rawRows(db, "select version from content_version")).toEqual([{ version: 0 }]);
    await db.destroy();
  });
});

describe("the types of a school's handle", () => {
  it("make a query without the school impossible to write, and it fails when forced", async () => {
    const db = await twoSchools();
    const school = forSchool(db, "north");
    // Each call below fails to type-check: were one to compile, `npm run typecheck` would report its
    // expect-error directive as unused. Run anyway, each one fails or finds nothing of another school.
    // @ts-expect-error a Db runs no query: it has no query builder at all
    expect(() => db.selectFrom("news")).toThrow(TypeError);
    // @ts-expect-error forSchool needs the school
    expect(() => forSchool(db)).toThrow(/needs the school's code/);
    await expect(
      // @ts-expect-error the school column is not in a school's tables: it cannot be set, or set wrong
      school.insertInto("news").values({ school_code: "south", id: "x", position: 0 }).execute(),
    ).rejects.toThrow(/set by the school's handle/);
    // @ts-expect-error nor filtered on: asking for another school's rows finds none
    expect(await school.selectFrom("news").selectAll().where("school_code", "=", "south").execute()).toEqual([]);
    // @ts-expect-error tables without a school column are not in a school's handle
    await expect(school.selectFrom("content_version").selectAll().execute()).rejects.toThrow(/not a school's table/);
    // @ts-expect-error a school's handle runs no raw SQL: it is not an executor
    await expect(sql`select * from news`.execute(school)).rejects.toThrow();
    // @ts-expect-error and it cannot drop its plugin
    expect(() => school.withoutPlugins()).toThrow(TypeError);
    await db.destroy();
  });
});
