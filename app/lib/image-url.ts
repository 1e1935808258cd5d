/**
 * Addresses of the image service's photo variants (the path itself is the
 * API client's). Stored paths are either hashed attachments (`<sha256>.jpg`)
 * or a school's static images (`<school>/public/slides/slide-01.jpg`).
 */
import type { ImageWidth as ImageServiceWidth } from "#domain/image-widths";
import { fileUrl } from "./api-client";

// The browser code imports fileUrl from here, with the photo helpers.
export { fileUrl };

export type ImageFormat = "avif" | "webp";

const resizable = new Set(["jpg", "jpeg", "png", "webp", "avif"]);

/** Only these may carry `?w=`/`?format=`; GIFs stay as they are so animations survive. */
export function isResizable(storedPath: string): boolean {
  const extension = storedPath.slice(storedPath.lastIndexOf(".") + 1).toLowerCase();
  return storedPath.includes(".") && resizable.has(extension);
}

export function imageUrl(
  storedPath: string,
  options: { width?: ImageServiceWidth; format?: ImageFormat } = {},
): string {
  return withOptions(fileUrl(storedPath), options.width, options.format);
}

function withOptions(base: string, width?: ImageServiceWidth, format?: ImageFormat): string {
  if (width && format) return `${base}?w=${width}&format=${format}`;
  if (width) return `${base}?w=${width}`;
  return format ? `${base}?format=${format}` : base;
}

/** `srcset` text: one candidate per width, in the given format (or the original's). */
export function srcSet(storedPath: string, widths: readonly ImageServiceWidth[], format?: ImageFormat): string {
  const base = fileUrl(storedPath);
  return widths.map((width) => `${withOptions(base, width, format)} ${width}w`).join(", ");
}

/** A school's static image, e.g. `publicPath("demo", "slides/slide-01.jpg")`. */
export function publicPath(schoolCode: string, relativePath: string): string {
  return `${schoolCode}/public/${relativePath}`;
}
