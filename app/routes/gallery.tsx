import { AlbumsPage } from "../components/lists/albums-page";
import { loadAlbums } from "../lib/list-loaders.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/gallery";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAlbums(context, request, "PhotoGallery");
}

export const meta = metaFor(pages.gallery);

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.gallery} view={loaderData} />;
}
