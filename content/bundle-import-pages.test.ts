import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { findPage, listPageSources, listPages } from "#database/queries/pages";
import { loadConfig } from "#domain/config";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { failInserts, openTestDatabase, rawRows } from "#tests/test-database";
import { importBundle } from "./bundle-import";
import { openFileStore } from "./storage/open-file-store";

/** Pages go in with the rest of a school, in its one transaction (see bundle-import.test.ts for the rest). */
const opened: Db[] = [];

async function setup() {
  const dataDir = tempDir("data");
  const config = loadConfig({ DATA_DIR: dataDir });
  const { db } = await openTestDatabase({ dataDir });
  opened.push(db);
  return { config, db };
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function importOk(target: Awaited<ReturnType<typeof setup>>, dir: string) {
  const result = await importBundle({ db: target.db, files: openFileStore(target.config), dir, schoolCode: "demo" });
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result;
}

async function snapshot(db: Db) {
  const rows: Record<string, unknown[]> = {};
  for (const table of ["school", "news", "page"])
    rows[table] = await rawRows(db, `select * from ${table} order by 1, 2`);
  return rows;
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
    expect(await listPageSources(target.db, "demo")).toEqual([
      { slug: "Motto", markdown: "Aims <b>first</b>\n", format: "markdown" },
    ]);
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
    const before = await snapshot(target.db);
    await failInserts(target.db, "page", "page boom");
    const changed = await makeBundle((spec) => {
      spec.content.news[0].title = "Changed";
      spec.pages = { "Vision.md": "# Vision\n" };
    });
    await expect(
      importBundle({ db: target.db, files: openFileStore(target.config), dir: changed, schoolCode: "demo" }),
    ).rejects.toThrow(/page boom/);
    expect(await snapshot(target.db)).toEqual(before);
    expect((await listPages(target.db, "demo")).map((page) => page.slug)).toEqual(["About", "FeeStructure"]);
  });

  it("keeps the old pages when the new bundle has a page problem", async () => {
    const target = await setup();
    await importOk(target, await makeBundle());
    const before = await snapshot(target.db);
    const bad = await makeBundle((spec) => {
      spec.pages = { "About.md": "# New", "Rules.md": "x" };
    });
    const result = await importBundle({
      db: target.db,
      files: openFileStore(target.config),
      dir: bad,
      schoolCode: "demo",
    });
    expect(result.ok).toBe(false);
    expect(await snapshot(target.db)).toEqual(before);
  });
});
