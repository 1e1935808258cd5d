import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage, useSiteData } from "#app/components/use-site-data.ts";
import { youtubeThumbnail } from "#app/lib/videos-view.ts";

/** A video card's picture: 4:3, one column on a phone, 17rem and wider tiles above; the title says what it shows. */
export const videoCardImage = {
  className: "video-card__image",
  alt: "",
  width: 480,
  height: 360,
  sizes: "(max-width: 599px) 100vw, 25rem",
} as const;

/**
 * YouTube's still for a YouTube link, the school's placeholder for any other
 * link. Both come from our image service: it fetches the still from YouTube
 * once and answers the placeholder itself when YouTube cannot be reached, so
 * the phone never contacts YouTube and never shows a broken image.
 */
export function VideoThumbnail({ videoUrl, priority = false }: { videoUrl: string; priority?: boolean }) {
  const placeholder = usePublicImage("placeholder.jpg");
  const youtube = youtubeThumbnail(videoUrl, useSiteData().schoolCode);
  return (
    <ResponsiveImage
      {...videoCardImage}
      path={youtube}
      fallback={placeholder}
      // YouTube's still is 480 wide at most.
      widths={[320, 480]}
      priority={priority}
    />
  );
}
