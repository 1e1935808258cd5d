import { imageUrl, isResizable, srcSet } from "#app/lib/image-url.ts";
import type { ImageWidth } from "#domain/image-widths";

/** Where a picture stands on its page: a component names its box once, next to what it draws. */
export type ImageBox = {
  /** Intrinsic size: reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  widths?: readonly ImageWidth[];
};

/** Stored path of the image, and of the placeholder (a school static image) shown when it is absent. */
type Source =
  | { path: string | null | undefined; fallback: string }
  /** A static image every school has (the logo, the About photo): nothing to fall back to. */
  | { path: string; fallback?: undefined };

type Props = ImageBox &
  Source & {
    alt: string;
    /** The one image that matters for the first paint: loaded eagerly, first. */
    priority?: boolean;
    className?: string;
  };

const defaultWidths: readonly ImageWidth[] = [320, 480, 640, 960, 1280];

/**
 * One photo from the image service: AVIF, then WebP, then the original
 * format, each at the widths the service allows, so a phone on mobile data
 * gets the smallest file that looks sharp.
 */
export function ResponsiveImage({
  path,
  fallback,
  alt,
  width,
  height,
  sizes,
  widths = defaultWidths,
  priority = false,
  className,
}: Props) {
  const source = path || (fallback ?? "");
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  if (!isResizable(source)) {
    return (
      <img
        className={className}
        src={imageUrl(source)}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    );
  }
  // Browsers without AVIF/WebP are old and rare: one mid-size original serves them; a srcset would only add bytes.
  const fallbackWidth = [...widths].reverse().find((w) => w <= 960) ?? widths[0];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(source, widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(source, widths, "webp")} sizes={sizes} />
      <img
        className={className}
        src={imageUrl(source, { width: fallbackWidth })}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
