import { AlbumsPage } from "../components/lists/albums-page";
import { loadAlbums } from "../lib/list-loaders.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import { siteOf } from "../load-context";
import type { Route } from "./+types/exhibitions";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  return loadAlbums(site, request, "Exhibitions");
}

export const meta = metaFor(pages.exhibitions);

export default function ExhibitionsRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumsPage page={pages.exhibitions} view={loaderData} />;
}
