import { AlbumsPage } from "../components/lists/albums-page";
import { loadAlbums } from "../lib/list-loaders.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/exhibitions";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAlbums(context, request, "Exhibitions");
}

export const meta = metaFor(pages.exhibitions);

export default function ExhibitionsRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.exhibitions} view={loaderData} />;
}
