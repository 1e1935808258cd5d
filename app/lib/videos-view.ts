/**
 * The video gallery (spec 2.6): a year dropdown with All plus the distinct
 * years of the videos, newest first; cards with a thumbnail that YouTube
 * links get through our own image service and every other link takes from
 * the school.
 */
import type { VideoRecord } from "#domain/api-records";
import { youtubeId } from "#domain/youtube-id";
import { allChoice, distinctYears, newestFirst, parseYear, type YearChoice, yearOf } from "./list-query";

// Moved to domain/ so that the admin area's video form checks links with the same rule (issue 14).
export { youtubeId };

/**
 * The image-service path of YouTube's still for the video (480x360), or null for any
 * other link. Our server fetches it from YouTube once and answers the school's
 * placeholder when it cannot (docs/decisions/0034-video-thumbnails-served-by-us.md), so
 * the phone never contacts YouTube for it.
 */
export function youtubeThumbnail(videoUrl: string, schoolCode: string): string | null {
  const id = youtubeId(videoUrl);
  return id ? `${schoolCode}/youtube/${id}.jpg` : null;
}

/** The distinct years of the video dates, newest first. */
export function videoYears(videos: readonly Pick<VideoRecord, "date">[]): number[] {
  return distinctYears(videos.map((video) => video.date));
}

export type VideosView = { items: VideoRecord[]; total: number; year: YearChoice; years: number[] };

export function videosView(videos: readonly VideoRecord[], params: URLSearchParams): VideosView {
  const year = parseYear(params.get("year"), allChoice);
  const sorted = newestFirst(videos, (video) => video.date);
  return {
    items: year === allChoice ? sorted : sorted.filter((video) => yearOf(video.date) === year),
    total: videos.length,
    year,
    years: distinctYears(
      videos.map((video) => video.date),
      year,
    ),
  };
}
