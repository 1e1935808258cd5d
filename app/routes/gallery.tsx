import { AlbumsPage } from "#app/components/lists/albums-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { loadAlbums } from "#app/lib/list-loaders.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pages } from "#app/lib/strings/pages.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/gallery";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  return loadAlbums(site, request, "PhotoGallery");
}

// The filters apply as soon as a select changes (app/islands/filters.ts).
export const handle = { islands: ["filters"] } satisfies IslandHandle;

export const meta = metaFor(pages.gallery);

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.gallery} view={loaderData} />;
}
