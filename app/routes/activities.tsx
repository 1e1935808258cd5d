import { AlbumsPage } from "#app/components/lists/albums-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { loadAlbums } from "#app/lib/list-loaders.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pages } from "#app/lib/strings/pages.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/activities";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  return loadAlbums(site, request, "Activity");
}

// The filters apply as soon as a select changes (app/islands/filters.ts).
export const handle = { islands: ["filters"] } satisfies IslandHandle;

export const meta = metaFor(pages.activities);

export default function ActivitiesRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.activities} view={loaderData} />;
}
