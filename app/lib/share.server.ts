/**
 * What the server works out for a page's head (issue 16, docs/decisions/0048): the canonical URL
 * and the default share picture of the document asked for (the root loader), and the picture of an
 * item a page shows (the loaders of /News, /Events, /SubGallery). Server-only: none of it travels
 * in the pages' JavaScript; the routes' `meta` only places it (app/lib/page-meta.ts).
 */
import type { SiteContext } from "#app/load-context.ts";
import { shareImageSize } from "#domain/image-widths";
import { canonicalPath, type SitePath } from "#domain/site-routes";
import { fileUrl, publicPath } from "./image-url";
import { pageTexts } from "./page-names.server";
import type { DocumentHead, SharedItem } from "./share-types";
import type { PageText } from "./strings/pages";
import { breadcrumbJsonLd } from "./structured-data.server";

/** The query parameters that name what a page shows, and so belong to its address. */
const addressParams: Record<string, readonly string[]> = {
  "/SubGallery": ["id"],
  "/News": ["id"],
  "/Events": ["id"],
  "/Search": ["q"],
};

/** The page's own address: the route's spelling of the path, and only the query parameters that name what it shows. */
export function canonicalUrl(origin: string, url: URL): string {
  const path = canonicalPath(url.pathname);
  const kept = new URLSearchParams();
  for (const name of addressParams[path] ?? []) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${path}${query ? `?${query}` : ""}`;
}

/** The image service's 1200×630 share picture of a stored photo, absolute. */
export function shareImage(origin: string, storedPath: string): string {
  return `${origin}${fileUrl(storedPath)}?crop=${shareImageSize.width}x${shareImageSize.height}`;
}

/** The absolute address of a stored file. */
export const absoluteFileUrl = (origin: string, storedPath: string) => `${origin}${fileUrl(storedPath)}`;

const photoExtension = /\.(jpe?g|png|webp|avif)$/i;
/** The first of the stored paths that is a photo (an attachment may be a PDF). */
export const firstPhoto = (paths: readonly string[]): string | null =>
  paths.find((path) => photoExtension.test(path)) ?? null;

/**
 * The document's head: every page's canonical URL and share picture, by default Home's first slide
 * (the root loader), or the item's own photo (the loaders of the album page, /News and /Events).
 */
export function documentHead(
  request: Request,
  site: Pick<SiteContext, "publicUrl" | "schoolCode">,
  schoolName: string,
  item?: SharedItem,
  jsonLd: readonly object[] = [],
): DocumentHead {
  const url = new URL(request.url);
  const canonical = canonicalUrl(site.publicUrl, url);
  const path = canonicalPath(url.pathname);
  const page = pageTexts[path as SitePath] as PageText | undefined;
  // The browser title is always the page's; the share preview names the item shown, when there is one.
  const title = `${item?.title ?? page?.name ?? schoolName} | ${schoolName}`;
  const description = item?.description || page?.description || schoolName;
  const name = path === "/" ? undefined : page?.name;
  const photo = item?.photo ?? publicPath(site.schoolCode, "slides/slide-01.jpg");
  const image = shareImage(site.publicUrl, photo);
  return {
    requested: `${url.pathname}${url.search}`,
    origin: site.publicUrl,
    canonical,
    // X reads og:title and og:description when twitter:title and twitter:description are absent.
    tags: [
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:type", content: item?.type ?? "website" },
      { property: "og:site_name", content: schoolName },
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:url", content: canonical },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(shareImageSize.width) },
      { property: "og:image:height", content: String(shareImageSize.height) },
      { property: "og:image:alt", content: item?.photo ? item.title : schoolName },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
      // Inner pages: Home, then the page, as the breadcrumb on the page says (spec 2.2).
      ...[...(name ? [breadcrumbJsonLd(site.publicUrl, name, canonical)] : []), ...jsonLd].map((json) => ({
        "script:ld+json": json,
      })),
    ],
    site: [
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        href: "/news.xml",
        title: feedTitle(schoolName, "RSS"),
      },
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        href: "/news.atom",
        title: feedTitle(schoolName, "Atom"),
      },
    ],
  };
}

/** The news feeds' names in the page head: "Sunrise Public School: Latest News (RSS)". */
export function feedTitle(schoolName: string, format: "RSS" | "Atom"): string {
  return `${schoolName}: Latest News (${format})`;
}
