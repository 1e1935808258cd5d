import { EventsPage } from "#app/components/lists/events-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { eventsShare } from "#app/lib/item-share.server.ts";
import { eventsView } from "#app/lib/list-views.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pages } from "#app/lib/strings/pages.ts";
import { siteOf } from "#app/load-context.ts";
import { schoolToday } from "#domain/school-date";
import type { Route } from "./+types/events";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const [events, profile] = await Promise.all([site.content.events(), site.content.profile()]);
  const view = eventsView(events, new URL(request.url).searchParams, schoolToday(site.timeZone));
  // The share preview and the Event JSON-LD (issue 16), made here so their code stays on the server.
  return { ...view, share: eventsShare(request, view, site, profile) };
}

// The filters apply as soon as a select changes (app/islands/filters.ts); the photos far down the
// list load as the visitor nears them (app/islands/lazy-photos.ts).
export const handle = { islands: ["filters", "lazy-photos"] } satisfies IslandHandle;

export const meta = metaFor(pages.events);

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsPage view={loaderData} />;
}
