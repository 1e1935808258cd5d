import { EventsPage } from "#app/components/lists/events-page";
import { getEvents } from "#app/lib/api-client";
import { eventsView } from "#app/lib/list-views";
import { metaFor } from "#app/lib/page-meta";
import { pages } from "#app/lib/strings/pages";
import { siteOf } from "#app/load-context";
import { schoolToday } from "#domain/school-date";
import type { Route } from "./+types/events";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const events = await getEvents(site);
  return eventsView(events, new URL(request.url).searchParams, schoolToday(site.timeZone));
}

export const meta = metaFor(pages.events);

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsPage view={loaderData} />;
}
