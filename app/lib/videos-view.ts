/**
 * The video gallery (spec 2.6): a year dropdown with All plus the distinct
 * years of the videos, newest first; cards with a thumbnail that YouTube
 * links get through our own image service and every other link takes from
 * the school.
 */
import type { VideoRecord } from "#domain/api-records";
import { allChoice, distinctYears, newestFirst, parseYear, type YearChoice, yearOf } from "./list-query";

const youtubeHosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeId(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") id = segments[0];
  else if (youtubeHosts.has(host)) {
    if (segments[0] === "watch") id = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) id = segments[1];
  }
  return id && videoIdPattern.test(id) ? id : null;
}

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
