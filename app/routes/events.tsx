import { schoolToday } from "../../domain/school-date";
import { EventsPage } from "../components/lists/events-page";
import { getEvents } from "../lib/api-client";
import { eventsView } from "../lib/list-views";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import { siteOf } from "../load-context";
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
