import { AlbumPage } from "#app/components/lists/album-page";
import { getSubGallery } from "#app/lib/api-client";
import { firstPhoto, metaFor } from "#app/lib/page-meta";
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

/** The album's own address and its first photo as the share picture (issue 16). */
export const meta: Route.MetaFunction = metaFor<Route.MetaArgs>(photoPages.subGallery, ({ loaderData }) => {
  const album = loaderData?.album;
  if (!album) return { keep: ["id"] };
  return {
    title: album.title,
    description: album.description || undefined,
    keep: ["id"],
    photo: firstPhoto(album.attachments),
  };
});

export default function SubGalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumPage album={loaderData.album} />;
}
