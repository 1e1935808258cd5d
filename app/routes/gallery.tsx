import { AlbumsPage } from "#app/components/lists/albums-page";
import { loadAlbums } from "#app/lib/list-loaders.server";
import { metaFor } from "#app/lib/page-meta";
import { pages } from "#app/lib/strings/pages";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/gallery";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  return loadAlbums(site, request, "PhotoGallery");
}

export const meta = metaFor(pages.gallery);

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.gallery} view={loaderData} />;
}
