import { EventsPage } from "#app/components/lists/events-page";
import { getEvents } from "#app/lib/api-client";
import { fileUrl } from "#app/lib/image-url";
import { eventsView } from "#app/lib/list-views";
import { firstPhoto, metaFor } from "#app/lib/page-meta";
import { pages } from "#app/lib/strings/pages";
import { eventJsonLd } from "#app/lib/structured-data";
import { siteOf } from "#app/load-context";
import { schoolToday } from "#domain/school-date";
import type { Route } from "./+types/events";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const events = await getEvents(site);
  return eventsView(events, new URL(request.url).searchParams, schoolToday(site.timeZone));
}

/** Events listed in structured data at most: the page's first screens, not every event of every year. */
const eventsInJsonLd = 20;

export const meta: Route.MetaFunction = metaFor<Route.MetaArgs>(pages.events, ({ loaderData: view }, site) => {
  if (!view) return {};
  const place = { ...site, address: site.profile?.address ?? null };
  const jsonLd = view.items.slice(0, eventsInJsonLd).map((event) => {
    const photo = firstPhoto(event.images);
    const url = `${site.origin}/Events?id=${encodeURIComponent(event._id)}`;
    return eventJsonLd(event, place, url, photo ? site.absolute(fileUrl(photo)) : null);
  });
  const [shown] = view.items;
  if (!view.focused || !shown) return { jsonLd };
  // One event by its own address: the share preview shows it, with its own photo.
  return {
    title: shown.title,
    description: shown.description || undefined,
    keep: ["id"],
    photo: firstPhoto(shown.images),
    jsonLd,
  };
});

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsPage view={loaderData} />;
}
