import { AlbumPage } from "#app/components/lists/album-page";
import { getSubGallery } from "#app/lib/api-client";
import { metaFor } from "#app/lib/page-meta";
import { photoPages } from "#app/lib/strings/photos";
import { siteOf } from "#app/load-context";
import type { Route } from "./+types/sub-gallery";

function notFound(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const id = new URL(request.url).searchParams.get("id")?.trim();
  if (!id) throw notFound();
  const album = await getSubGallery(site, id);
  // An unknown album is the site's 404 page, like any other address that leads nowhere.
  if (!album) throw notFound();
  return { album };
}

export const meta = metaFor(photoPages.subGallery);

export default function SubGalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumPage album={loaderData.album} />;
}
