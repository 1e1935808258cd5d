/**
 * The pages' JSON-LD (issue 16): School on Home, Event on /Events, NewsArticle for news and
 * BreadcrumbList on inner pages. Typed with schema-dts (types only, nothing of it reaches the
 * browser), so a property schema.org does not have on a type does not compile.
 */
import type { BreadcrumbList, Event, NewsArticle, School, WithContext } from "schema-dts";
import type { EventRecord, NewsRecord, ProfileRecord } from "#domain/api-records";
import { localDateTime, parseEventTime, zoneOffset } from "#domain/event-time";

/** What every builder needs to write absolute addresses. */
export type SiteAddress = { origin: string; schoolName: string };

const context = "https://schema.org" as const;

export function schoolJsonLd(profile: ProfileRecord, site: SiteAddress, logo: string): WithContext<School> {
  return {
    "@context": context,
    "@type": "School",
    "@id": `${site.origin}/#school`,
    name: profile.name,
    url: `${site.origin}/`,
    logo,
    image: logo,
    telephone: profile.phone,
    email: profile.email,
    address: { "@type": "PostalAddress", streetAddress: profile.address, addressCountry: "IN" },
    sameAs: [profile.videoChannelUrl, profile.appStoreUrl, profile.playStoreUrl],
  };
}

/** Home, then the page: the breadcrumb every inner page shows (spec 2.2). */
export function breadcrumbJsonLd(site: SiteAddress, name: string, url: string): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name, item: url },
    ],
  };
}

/** An event's start (and end): with its clock time and the zone's offset when the time text has one, else the day. */
function eventDates(event: EventRecord, timeZone: string): { startDate: string; endDate?: string } {
  const times = parseEventTime(event.time);
  if (!times) return { startDate: event.date };
  const at = (time: typeof times.start) =>
    `${localDateTime(event.date, time)}${zoneOffset(timeZone, event.date, time)}`;
  return times.end ? { startDate: at(times.start), endDate: at(times.end) } : { startDate: at(times.start) };
}

export function eventJsonLd(
  event: EventRecord,
  site: SiteAddress & { timeZone: string; address: string | null },
  url: string,
  image: string | null,
): WithContext<Event> {
  return {
    "@context": context,
    "@type": "Event",
    name: event.title,
    ...eventDates(event, site.timeZone),
    ...(event.description ? { description: event.description } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.venue || site.schoolName,
      ...(site.address ? { address: site.address } : {}),
    },
    organizer: { "@type": "School", name: site.schoolName, url: `${site.origin}/` },
    ...(image ? { image } : {}),
    url,
  };
}

export function newsArticleJsonLd(
  news: NewsRecord,
  site: SiteAddress & { logo: string },
  url: string,
  image: string | null,
): WithContext<NewsArticle> {
  const publisher = {
    "@type": "School",
    name: site.schoolName,
    url: `${site.origin}/`,
    logo: site.logo,
  } as const;
  return {
    "@context": context,
    "@type": "NewsArticle",
    headline: news.title,
    ...(news.description ? { description: news.description } : {}),
    datePublished: news.fromDate,
    author: publisher,
    publisher,
    ...(image ? { image } : {}),
    mainEntityOfPage: url,
    url,
  };
}
