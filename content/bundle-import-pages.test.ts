import type SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { type Db, migrateToLatest, openDatabase } from "#database/connection";
import { findPage, listPageSources, listPages } from "#database/queries/pages";
import { loadConfig } from "#domain/config";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { importBundle } from "./bundle-import";

/** Pages go in with the rest of a school, in its one transaction (see bundle-import.test.ts for the rest). */
const opened: Db[] = [];

async function setup() {
  const config = loadConfig({ DATA_DIR: tempDir("data") });
  const { db, sqlite } = openDatabase(config.databaseFile);
  opened.push(db);
  await migrateToLatest(db);
  return { config, db, sqlite };
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function importOk(target: Awaited<ReturnType<typeof setup>>, dir: string) {
  const result = await importBundle({ db: target.db, config: target.config, dir, schoolCode: "demo" });
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result;
}

function snapshot(sqlite: SQLite.Database) {
  return Object.fromEntries(
    ["school", "news", "page"].map((table) => [table, sqlite.prepare(`select * from ${table} order by 1, 2`).all()]),
  );
}

describe("importBundle and pages", () => {
  it("stores each page's Markdown, title and cleaned HTML, and replaces them on the next import", async () => {
    const target = await setup();
    const result = await importOk(target, await makeBundle());
    expect(result.pages).toBe(2);
    expect(await listPages(target.db, "demo")).toEqual([
      { slug: "About", title: "General Information" },
      { slug: "FeeStructure", title: "Fee Structure" },
    ]);
    expect(await findPage(target.db, "demo", "About")).toEqual({
      slug: "About",
      title: "General Information",
      html: "<p>Fixture Public School is in <em>Testpur</em>.</p>\n",
    });
    expect((await findPage(target.db, "demo", "FeeStructure"))?.html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Per quarter">',
    );

    await importOk(
      target,
      await makeBundle((spec) => {
        spec.pages = { "Motto.md": "Aims <b>first</b>\n" };
      }),
    );
    expect(await listPageSources(target.db, "demo")).toEqual([{ slug: "Motto", markdown: "Aims <b>first</b>\n" }]);
    expect(await findPage(target.db, "demo", "Motto")).toEqual({
      slug: "Motto",
      title: null,
      html: "<p>Aims &lt;b&gt;first&lt;/b&gt;</p>\n",
    });
    expect(await findPage(target.db, "demo", "About")).toBeUndefined();
  });

  it("keeps the old pages and content when writing a page fails", async () => {
    const target = await setup();
    await importOk(target, await makeBundle());
    const before = snapshot(target.sqlite);
    target.sqlite.exec("create trigger fail_page before insert on page begin select raise(abort, 'page boom'); end");
    const changed = await makeBundle((spec) => {
      spec.content.news[0].title = "Changed";
      spec.pages = { "Vision.md": "# Vision\n" };
    });
    await expect(
      importBundle({ db: target.db, config: target.config, dir: changed, schoolCode: "demo" }),
    ).rejects.toThrow(/page boom/);
    expect(snapshot(target.sqlite)).toEqual(before);
    expect((await listPages(target.db, "demo")).map((page) => page.slug)).toEqual(["About", "FeeStructure"]);
  });

  it("keeps the old pages when the new bundle has a page problem", async () => {
    const target = await setup();
    await importOk(target, await makeBundle());
    const before = snapshot(target.sqlite);
    const bad = await makeBundle((spec) => {
      spec.pages = { "About.md": "# New", "Rules.md": "x" };
    });
    const result = await importBundle({ db: target.db, config: target.config, dir: bad, schoolCode: "demo" });
    expect(result.ok).toBe(false);
    expect(snapshot(target.sqlite)).toEqual(before);
  });
});
