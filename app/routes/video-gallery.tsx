import { VideosPage } from "#app/components/lists/videos-page.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pages } from "#app/lib/strings/pages.ts";
import { videosView } from "#app/lib/videos-view.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/video-gallery";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const videos = await site.content.videos();
  return videosView(videos, new URL(request.url).searchParams);
}

// The filters apply as soon as a select changes (app/islands/filters.ts).
export const handle = { islands: ["filters"] } satisfies IslandHandle;

export const meta = metaFor(pages.videoGallery);

export default function VideoGalleryRoute({ loaderData }: Route.ComponentProps) {
  return <VideosPage view={loaderData} />;
}
