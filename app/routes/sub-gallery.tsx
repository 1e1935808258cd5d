import { AlbumPage } from "#app/components/lists/album-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { albumShare } from "#app/lib/item-share.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { photoPages } from "#app/lib/strings/photos.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/sub-gallery";

function notFound(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const id = new URL(request.url).searchParams.get("id")?.trim();
  if (!id) throw notFound();
  const [album, profile, words] = await Promise.all([
    site.content.album(id),
    site.content.profile(),
    site.content.albumPhotoWords(id),
  ]);
  // An unknown album is the site's 404 page, like any other address that leads nowhere.
  if (!album) throw notFound();
  // Its share preview shows the album's title and first photo (issue 16).
  return { album, words, share: albumShare(request, album, site, profile) };
}

export const meta = metaFor(photoPages.subGallery);

export const handle = { islands: ["photo-viewer"] } satisfies IslandHandle;

export default function SubGalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AlbumPage album={loaderData.album} words={loaderData.words} />;
}
