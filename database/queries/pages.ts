import type { Db } from "#database/connection";
import { forSchool, type SchoolDb } from "#database/school-scope";
import { isPageSlug, type PageSlug, pageOrder } from "#domain/page-slugs";

/** An information page as stored: the bundle's Markdown and the HTML rendered from it at import. */
export type StoredPage = {
  slug: PageSlug;
  title: string | null;
  /** The source: Markdown, or HTML when `format` says so. */
  markdown: string;
  html: string;
  format?: PageFormat;
};
export type PageFormat = "markdown" | "html";
export type PublishedPage = { slug: PageSlug; title: string | null; html: string };
export type PageSummary = { slug: PageSlug; title: string | null };

/** Called inside replaceSchoolContent's transaction, after the school's old pages were deleted. */
export async function insertPages(school: SchoolDb, pages: StoredPage[]): Promise<void> {
  // One at a time: a page may be 200 KB, and each is one small statement anyway.
  for (const page of pages) {
    await school
      .insertInto("page")
      .values({
        slug: page.slug,
        title: page.title,
        markdown: page.markdown,
        html: page.html,
        format: page.format ?? "markdown",
      })
      .execute();
  }
}

/** `slug` must already be the canonical spelling (see canonicalPageSlug). */
export async function findPage(db: Db, schoolCode: string, slug: PageSlug): Promise<PublishedPage | undefined> {
  const row = await forSchool(db, schoolCode)
    .selectFrom("page")
    .select(["slug", "title", "html"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row && isPageSlug(row.slug) ? { slug: row.slug, title: row.title, html: row.html } : undefined;
}

/** The school's published pages in menu order. */
export async function listPages(db: Db, schoolCode: string): Promise<PageSummary[]> {
  const rows = await forSchool(db, schoolCode).selectFrom("page").select(["slug", "title"]).execute();
  return inMenuOrder(rows).map(({ slug, title }) => ({ slug, title }));
}

/** Every published page with its HTML, in menu order: what site search indexes. */
export async function listPublishedPages(db: Db, schoolCode: string): Promise<PublishedPage[]> {
  const rows = await forSchool(db, schoolCode).selectFrom("page").select(["slug", "title", "html"]).execute();
  return inMenuOrder(rows).map(({ slug, title, html }) => ({ slug, title, html }));
}

/** What an export writes back: each page's source as it was imported (or written in the admin area), and its form. */
export async function listPageSources(
  db: Db,
  schoolCode: string,
): Promise<Array<{ slug: PageSlug; markdown: string; format: PageFormat }>> {
  const rows = await forSchool(db, schoolCode).selectFrom("page").select(["slug", "markdown", "format"]).execute();
  return inMenuOrder(rows).map(({ slug, markdown, format }) => ({
    slug,
    markdown,
    format: format === "html" ? "html" : "markdown",
  }));
}

// A slug a later version no longer knows is left out rather than served under a name the site has no route for.
function inMenuOrder<T extends { slug: string }>(rows: T[]): Array<T & { slug: PageSlug }> {
  return rows
    .filter((row): row is T & { slug: PageSlug } => isPageSlug(row.slug))
    .sort((a, b) => pageOrder(a.slug) - pageOrder(b.slug));
}
