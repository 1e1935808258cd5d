/**
 * The share previews and JSON-LD of the pages that show things of their own (issue 16): Home (the
 * School), /News (NewsArticles; one item by `?id=`), /Events (Events; one by `?id=`) and the album
 * page. Made by their loaders on the server, placed by their meta (app/lib/page-meta.ts).
 */
import type { SiteContext } from "#app/load-context.ts";
import type { EventRecord, NewsRecord, ProfileRecord, SubGalleryRecord } from "#domain/api-records";
import { publicPath } from "./image-url";
import type { ListView } from "./list-views";
import { schoolNameOf } from "./page-meta";
import { absoluteFileUrl, documentHead, firstPhoto } from "./share.server";
import type { ItemShare } from "./share-types";
import { eventJsonLd } from "./structured-data-event.server";
import { newsArticleJsonLd } from "./structured-data-news.server";
import { schoolJsonLd } from "./structured-data-school.server";

type Site = Pick<SiteContext, "publicUrl" | "schoolCode" | "timeZone">;

/** Items described in structured data at most: a page's first screens, not every item of every year. */
const itemsInJsonLd = 20;

const logoOf = (site: Site) => absoluteFileUrl(site.publicUrl, publicPath(site.schoolCode, "logo.png"));

export function homeShare(request: Request, site: Site, profile: ProfileRecord | null): ItemShare {
  const schoolName = schoolNameOf(profile);
  const jsonLd = profile ? [schoolJsonLd(profile, { origin: site.publicUrl, schoolName }, logoOf(site))] : [];
  return { head: documentHead(request, site, schoolName, undefined, jsonLd) };
}

export function eventsShare(
  request: Request,
  view: ListView<EventRecord>,
  site: Site,
  profile: ProfileRecord | null,
): ItemShare {
  const origin = site.publicUrl;
  const place = {
    origin,
    schoolName: schoolNameOf(profile),
    timeZone: site.timeZone,
    address: profile?.address ?? null,
  };
  const jsonLd = view.items.slice(0, itemsInJsonLd).map((event) => {
    const photo = firstPhoto(event.images);
    const url = `${origin}/Events?id=${encodeURIComponent(event._id)}`;
    return eventJsonLd(event, place, url, photo ? absoluteFileUrl(origin, photo) : null);
  });
  const [shown] = view.items;
  const schoolName = schoolNameOf(profile);
  if (!view.focused || !shown) return { head: documentHead(request, site, schoolName, undefined, jsonLd) };
  // One event by its own address: the share preview shows it, with its own photo.
  const item = { title: shown.title, description: shown.description, photo: firstPhoto(shown.images) };
  return { head: documentHead(request, site, schoolName, item, jsonLd) };
}

export function newsShare(
  request: Request,
  view: ListView<NewsRecord>,
  site: Site,
  profile: ProfileRecord | null,
): ItemShare {
  const origin = site.publicUrl;
  const publisher = { origin, schoolName: schoolNameOf(profile), logo: logoOf(site) };
  const jsonLd = view.items.slice(0, itemsInJsonLd).map((news) => {
    const photo = firstPhoto(news.attachments);
    const url = `${origin}/News?id=${encodeURIComponent(news._id)}`;
    return newsArticleJsonLd(news, publisher, url, photo ? absoluteFileUrl(origin, photo) : null);
  });
  const [shown] = view.items;
  const schoolName = schoolNameOf(profile);
  if (!view.focused || !shown) return { head: documentHead(request, site, schoolName, undefined, jsonLd) };
  // One news item by its own address (a link shared on WhatsApp): its title and its own photo.
  const item = {
    title: shown.title,
    description: shown.description,
    photo: firstPhoto(shown.attachments),
    type: "article" as const,
  };
  return { head: documentHead(request, site, schoolName, item, jsonLd) };
}

/** The album page: the album's title and first photo. */
export function albumShare(
  request: Request,
  album: SubGalleryRecord,
  site: Site,
  profile: ProfileRecord | null,
): ItemShare {
  const item = { title: album.title, description: album.description, photo: firstPhoto(album.attachments) };
  return { head: documentHead(request, site, schoolNameOf(profile), item) };
}
