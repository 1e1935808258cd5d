/**
 * Title, description, canonical URL, share previews (Open Graph, Twitter card) and JSON-LD of
 * a page (issue 16). The school's name, the public address and the profile come from the root
 * loader's data, found among the meta matches.
 */
import type { MetaDescriptor } from "react-router";
import type { ProfileRecord } from "#domain/api-records";
import { shareImageSize } from "#domain/image-widths";
import { canonicalPath } from "#domain/site-routes";
import { fileUrl, publicPath } from "./image-url";
import type { SiteData } from "./site-data";
import { strings } from "./strings/common";
import type { PageText } from "./strings/pages";
import { breadcrumbJsonLd } from "./structured-data";

type MatchLike = { id: string; loaderData?: unknown } | undefined;
type LocationLike = { pathname: string; search: string };

export function schoolNameOf(profile: { name?: string } | null | undefined): string {
  return profile?.name?.trim() || strings.fallbackSchoolName;
}

function rootDataOf(matches: readonly MatchLike[]): Partial<SiteData> | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as Partial<SiteData> | undefined;
}

/** The school's name from the root route's data, or the neutral fallback. */
export function schoolNameFromMatches(matches: readonly MatchLike[]): string {
  return schoolNameOf(rootDataOf(matches)?.profile);
}

/** What a route's meta knows about the site: names and addresses for absolute links. */
export type MetaSite = {
  schoolName: string;
  origin: string;
  schoolCode: string;
  timeZone: string;
  profile: ProfileRecord | null;
  /** An absolute address of a stored file. */
  absolute: (path: string) => string;
  /** The image service's 1200×630 share picture of a stored photo, absolute. */
  shareImage: (storedPath: string) => string;
};

export function metaSiteOf(matches: readonly MatchLike[]): MetaSite {
  const data = rootDataOf(matches);
  const origin = data?.publicUrl ?? "";
  const absolute = (path: string) => `${origin}${path}`;
  return {
    schoolName: schoolNameOf(data?.profile),
    origin,
    schoolCode: data?.schoolCode ?? "",
    timeZone: data?.timeZone ?? "UTC",
    profile: data?.profile ?? null,
    absolute,
    shareImage: (storedPath) =>
      absolute(`${fileUrl(storedPath)}?crop=${shareImageSize.width}x${shareImageSize.height}`),
  };
}

/** The school's default share picture: Home's first carousel slide, which every school has (spec 2.5). */
export const defaultSharePhoto = (schoolCode: string) => publicPath(schoolCode, "slides/slide-01.jpg");

const photoExtension = /\.(jpe?g|png|webp|avif)$/i;
/** The first of the stored paths that is a photo (an attachment may be a PDF). */
export const firstPhoto = (paths: readonly string[]): string | null =>
  paths.find((path) => photoExtension.test(path)) ?? null;

/** The page's own address: the route's spelling of the path, and only the query parameters that name what it shows. */
export function canonicalUrl(origin: string, location: LocationLike, keep: readonly string[] = []): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${canonicalPath(location.pathname)}${query ? `?${query}` : ""}`;
}

/** What a page adds about the thing it shows (an album, a news item) or knows besides its name. */
export type PageExtras = {
  /** The title of the item shown: the share preview's, instead of the page's name. */
  title?: string;
  description?: string;
  /** Query parameters that belong to the page's address (`id` of an album). */
  keep?: readonly string[];
  /** The item's photo (a stored path) for the share preview; the school's default when absent. */
  photo?: string | null;
  type?: "website" | "article";
  jsonLd?: readonly object[];
};

export type ShareMeta = {
  origin: string;
  url: string;
  image: string;
  type: "website" | "article";
  /** Inner pages get a BreadcrumbList; Home does not. */
  breadcrumb: boolean;
  jsonLd: readonly object[];
};

/**
 * The tags of a page. The browser title and description are the page's; the share preview
 * (Open Graph, Twitter card) names the item the page shows, when it shows one (an album, a news
 * item). Without `share` (no root data, as in a unit test) only the title, description and basic Open Graph.
 */
export function pageMeta(
  page: PageText,
  schoolName: string,
  share?: ShareMeta,
  item?: { title?: string; description?: string },
): MetaDescriptor[] {
  const title = `${page.name} | ${schoolName}`;
  const shareTitle = item?.title ? `${item.title} | ${schoolName}` : title;
  const shareDescription = item?.description || page.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: shareDescription },
    { property: "og:type", content: share?.type ?? "website" },
    { property: "og:site_name", content: schoolName },
  ];
  if (!share) return tags;
  return [
    ...tags,
    { property: "og:url", content: share.url },
    { property: "og:image", content: share.image },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: item?.title ?? page.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: shareDescription },
    { name: "twitter:image", content: share.image },
    { tagName: "link", rel: "canonical", href: share.url },
    ...(share.breadcrumb ? [breadcrumbJsonLd({ origin: share.origin, schoolName }, page.name, share.url)] : []).map(
      (json) => ({ "script:ld+json": json }),
    ),
    ...share.jsonLd.map((json) => ({ "script:ld+json": json })),
  ];
}

type MetaArgsLike = { matches: readonly MatchLike[]; location?: LocationLike; loaderData?: unknown };

/**
 * The usual route `meta` export: `export const meta = metaFor(pages.about)`, or with what the
 * page shows: `metaFor(pages.news, ({ loaderData }, site) => ({ ... }))`.
 */
export function metaFor<Args extends MetaArgsLike>(
  page: PageText,
  extras?: (args: Args, site: MetaSite) => PageExtras,
) {
  return (args: Args): MetaDescriptor[] => {
    const site = metaSiteOf(args.matches);
    if (!args.location || site.origin === "") return pageMeta(page, site.schoolName);
    const more = extras?.(args, site) ?? {};
    const url = canonicalUrl(site.origin, args.location, more.keep);
    const photo = more.photo ?? defaultSharePhoto(site.schoolCode);
    const share: ShareMeta = {
      origin: site.origin,
      url,
      image: site.shareImage(photo),
      type: more.type ?? "website",
      breadcrumb: canonicalPath(args.location.pathname) !== "/",
      jsonLd: more.jsonLd ?? [],
    };
    return pageMeta(page, site.schoolName, share, more);
  };
}
