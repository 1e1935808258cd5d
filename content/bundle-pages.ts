import fs from "node:fs/promises";
import path from "node:path";
import { canonicalPageSlug, isPageSlug, maxPageBytes, type PageSlug, pageSlugs } from "#domain/page-slugs";
import { walkTree } from "./bundle-tree";

/**
 * One information page as the bundle writes it: the file's text exactly as read. Markdown
 * (pages/<Slug>.md), or HTML (pages/<Slug>.html) for a page written in the admin area (issue 13).
 */
export type BundlePage = { slug: PageSlug; markdown: string; format: "markdown" | "html" };

const pageExtensions = { ".md": "markdown", ".html": "html" } as const;

export type PagesResult = { pages: BundlePage[]; problems: string[] };

// Fatal, so a file that is not UTF-8 is reported rather than silently "repaired"; the BOM is kept
// in the text so that export writes back the very bytes it read.
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Reads and checks the bundle's `pages/` folder. Every page is optional, so
 * a bundle without the folder simply has no pages; anything in it that is
 * not one of the known pages is a problem, so a misspelt file name is caught
 * instead of silently never showing.
 */
export async function loadPages(bundleDir: string): Promise<PagesResult> {
  const tree = await walkTree(path.join(bundleDir, "pages"), "pages");
  const result: PagesResult = { pages: [], problems: [...tree.problems] };
  for (const file of tree.files) {
    const where = `pages/${file.name}`;
    const extension = file.name.endsWith(".md") ? ".md" : file.name.endsWith(".html") ? ".html" : undefined;
    const slug = extension ? file.name.slice(0, -extension.length) : undefined;
    if (slug === undefined || extension === undefined || !isPageSlug(slug)) {
      result.problems.push(`${where}: ${unknownPage(slug)}`);
      continue;
    }
    if (file.size > maxPageBytes) {
      result.problems.push(`${where}: too big (${kilobytes(file.size)} KB); a page may be at most 200 KB`);
      continue;
    }
    const markdown = decodeText(await fs.readFile(file.source));
    if (markdown === undefined) {
      result.problems.push(`${where}: must be UTF-8 text`);
      continue;
    }
    if (result.pages.some((page) => page.slug === slug)) {
      result.problems.push(`${where}: ${slug} is written twice; keep ${slug}.md or ${slug}.html, not both`);
      continue;
    }
    result.pages.push({ slug, markdown, format: pageExtensions[extension] });
  }
  return result;
}

function unknownPage(slug: string | undefined): string {
  const message = `unknown page; expected one of ${pageSlugs.map((name) => `${name}.md`).join(", ")}`;
  // Slugs are matched without case in URLs, but a file name has one spelling so the bundle has one copy.
  const near = slug === undefined ? undefined : canonicalPageSlug(slug);
  return near ? `${message} (names are case-sensitive: ${near}.md)` : message;
}

function kilobytes(size: number): string {
  return (Math.ceil((size / 1024) * 10) / 10).toString();
}

/** The text of a page file, or undefined when it is not UTF-8 text (bad bytes, or a NUL as in binary files). */
export function decodeText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  return text.includes("\u0000") ? undefined : text;
}
