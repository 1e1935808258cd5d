import { VideosPage } from "../components/lists/videos-page";
import { getVideos } from "../lib/api-client";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import { videosView } from "../lib/videos-view";
import { siteOf } from "../load-context";
import type { Route } from "./+types/video-gallery";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const videos = await getVideos(site);
  return videosView(videos, new URL(request.url).searchParams);
}

export const meta = metaFor(pages.videoGallery);

export default function VideoGalleryRoute({ loaderData }: Route.ComponentProps) {
  return <VideosPage view={loaderData} />;
}
