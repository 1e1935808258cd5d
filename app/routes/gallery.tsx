import { AlbumsPage } from "../components/lists/albums-page";
import { loadAlbums } from "../lib/list-loaders.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import { siteOf } from "../load-context";
import type { Route } from "./+types/gallery";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  return loadAlbums(site, request, "PhotoGallery");
}

export const meta = metaFor(pages.gallery);

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.gallery} view={loaderData} />;
}
