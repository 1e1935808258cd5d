import { AlbumsPage } from "../components/lists/albums-page";
import { loadAlbums } from "../lib/list-loaders.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/activities";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAlbums(context, request, "Activity");
}

export const meta = metaFor(pages.activities);

export default function ActivitiesRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.activities} view={loaderData} />;
}
