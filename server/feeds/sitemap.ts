import { Readable } from "node:stream";
import type { SitemapEntry } from "#domain/sitemap-entries";

/**
 * The sitemap protocol's XML for the entries (the `sitemap` package), addresses made absolute with the origin.
 * The package loads at the first sitemap asked for: a crawler's rare request, so no instance holds it idle
 * (decision 0116).
 */
export async function sitemapXml(origin: string, entries: readonly SitemapEntry[]): Promise<string> {
  const { SitemapStream, streamToPromise } = await import("sitemap");
  const stream = new SitemapStream({ hostname: origin, lastmodDateOnly: true });
  const xml = await streamToPromise(Readable.from(entries).pipe(stream));
  return xml.toString("utf8");
}

/** robots.txt: everything may be crawled but the admin area; the sitemap's address. */
export function robotsText(origin: string): string {
  return ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
