import { useEffect, useRef, useState } from "react";
import { imageUrl } from "../../lib/image-url";
import { youtubeThumbnail } from "../../lib/videos-view";
import { usePublicImage } from "../use-site-data";

/**
 * YouTube's still for a YouTube link; the school's placeholder for any other
 * link, and when YouTube cannot be reached (a school network without
 * internet, a phone that lost its signal).
 */
export function VideoThumbnail({ videoUrl }: { videoUrl: string }) {
  const placeholder = imageUrl(usePublicImage("placeholder.jpg"), { width: 480 });
  const youtube = youtubeThumbnail(videoUrl);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An error before hydration fired no React handler: catch it up.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      className="video-card__image"
      src={youtube && !failed ? youtube : placeholder}
      alt=""
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
