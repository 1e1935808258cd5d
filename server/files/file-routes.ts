import { type Context, Hono } from "hono";
import { baseRoutePath } from "hono/route";
import type { FileStore } from "#content/storage/file-store";
import { schoolCodePattern } from "#domain/config";
import { cacheControlFor, cachePolicy, entityTag } from "./cache-policy";
import { contentTypeOf, isRaster, type ServedExtension, servedExtension } from "./content-types";
import { fileError, notFound } from "./file-errors";
import { createVariantStore, UnprocessableImageError, type VariantSource } from "./image-variants";
import { parseRequestPath } from "./safe-path";
import { sendFile } from "./send-file";
import { servable } from "./servable-file";
import { parseVariantQuery, type VariantRequest } from "./variant-query";
import { type YoutubeThumbnails, youtubeIdPattern } from "./youtube-thumbnails";

export { imageFormats } from "./variant-query";

export type FileRoutesOptions = {
  /**
   * The stored files: `files/` is served (hashed attachments, `tc/` certificates, `<school>/public/`
   * images), resized and converted images go to `cache/variants/`.
   */
  files: FileStore;
  /** Receives unexpected failures (the client only gets a generic 500). Defaults to console.error. */
  logError?: (error: unknown) => void;
  /**
   * Where `<school>/youtube/<id>.jpg` gets YouTube's still from (server/files/youtube-thumbnails.ts).
   * Without it every such path answers the school's placeholder.
   */
  youtube?: YoutubeThumbnails;
  /** Seconds a placeholder standing in for a thumbnail may be kept: until the next attempt (default 600). */
  youtubePlaceholderMaxAge?: number;
};

/** An SVG opened directly must not run script or load anything. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The still percent-encoded path below the mount point, e.g. `/demo/public/a.jpg`.
 * Taken from the raw URL because Hono's own path is already decoded, and decoding twice
 * is how `%252e%252e` becomes `..`.
 */
function rawPathBelowMount(c: Context): string | undefined {
  const base = baseRoutePath(c).replace(/\/+$/, "");
  const pathname = new URL(c.req.url).pathname;
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}

function fixedHeaders(extension: ServedExtension, requested: string, real: string): Record<string, string> {
  const policy = cachePolicy(requested, real);
  const headers: Record<string, string> = {
    "Content-Type": contentTypeOf(extension),
    "Cache-Control": cacheControlFor(policy),
  };
  if (extension === "svg") headers["Content-Security-Policy"] = svgPolicy;
  if (policy === "private") {
    // A certificate's token is its only protection: keep it out of indexes and Referer headers.
    headers["X-Robots-Tag"] = "noindex";
    headers["Referrer-Policy"] = "no-referrer";
  }
  return headers;
}

const jpegType = contentTypeOf("jpg");

/**
 * Serves the stored files (`files/` of the file store) read-only, with optional resized/converted
 * image variants, and YouTube thumbnails at `<school>/youtube/<id>.jpg`
 * (docs/decisions/0034-video-thumbnails-served-by-us.md).
 * Mount it at a fixed path, e.g. `app.route("/api/image", createFileRoutes(...))`.
 */
export function createFileRoutes(options: FileRoutesOptions): Hono {
  const { files, logError = console.error, youtube, youtubePlaceholderMaxAge = 600 } = options;
  const variants = createVariantStore(files);
  const app = new Hono();

  /** The source itself, or its variant, with the headers `headersFor` gives the served extension. */
  async function serveImage(
    c: Context,
    source: VariantSource,
    request: VariantRequest | undefined,
    headersFor: (extension: ServedExtension) => Record<string, string>,
    tagPrefix?: string,
  ): Promise<Response> {
    const key = (variantKey?: string) => (tagPrefix ? [tagPrefix, variantKey].filter(Boolean).join("-") : variantKey);
    if (!request) {
      return sendFile(c, {
        files,
        stat: source.stat,
        lastModifiedMs: source.stat.mtimeMs,
        etag: entityTag(source.relative, source.stat, key()),
        headers: headersFor(source.extension),
      });
    }
    try {
      const variant = await variants.get(source, request);
      return sendFile(c, {
        files,
        stat: variant.stat,
        // The variant stands for the source: it changes exactly when the source does.
        lastModifiedMs: source.stat.mtimeMs,
        etag: entityTag(source.relative, source.stat, key(variant.key)),
        headers: headersFor(variant.extension),
        bytes: variant.bytes,
      });
    } catch (error) {
      if (error instanceof UnprocessableImageError) {
        return fileError(c, "unprocessable_image", "The image could not be read or is too large to resize.");
      }
      throw error;
    }
  }

  /**
   * `<school>/youtube/<id>.jpg`: YouTube's still, stored once, in the sizes and formats of any
   * photo; the school's placeholder whenever YouTube has none or cannot be reached, so a page
   * never shows a broken image. Anything that is not exactly a school code and an 11-character
   * id is answered like any other refused path, before a fetch is even considered.
   */
  async function serveYoutubeThumbnail(c: Context, school: string, fileName: string): Promise<Response> {
    const id = fileName.endsWith(".jpg") ? fileName.slice(0, -".jpg".length) : "";
    if (!schoolCodePattern.test(school) || !youtubeIdPattern.test(id)) return notFound(c);
    const query = parseVariantQuery(new URL(c.req.url).searchParams, true);
    if (!query.ok) return fileError(c, "bad_request", query.message);
    // A school without a placeholder is not served: unknown codes cannot trigger downloads.
    const placeholder = await servable(files, [school, "public", "placeholder.jpg"]);
    const placeholderExtension = placeholder && servedExtension(placeholder.relative);
    if (!placeholder || !placeholderExtension || contentTypeOf(placeholderExtension) !== jpegType) return notFound(c);

    const thumbnail = await youtube?.get(id);
    if (thumbnail) {
      const headersFor = (extension: ServedExtension) => ({
        "Content-Type": contentTypeOf(extension),
        "Cache-Control": cacheControlFor("public"),
      });
      return serveImage(c, { ...thumbnail, extension: "jpg" }, query.variant, headersFor, "yt");
    }
    // Kept no longer than the failure is remembered, so the real still shows up once it can be had.
    const headersFor = (extension: ServedExtension) => ({
      "Content-Type": contentTypeOf(extension),
      "Cache-Control": `public, max-age=${youtubePlaceholderMaxAge}`,
    });
    return serveImage(c, { ...placeholder, extension: placeholderExtension }, query.variant, headersFor, "placeholder");
  }

  // Also answers HEAD: Hono routes it to GET, and sendFile leaves the body out.
  app.get("/*", async (c) => {
    const rawPath = rawPathBelowMount(c);
    const segments = rawPath === undefined ? undefined : parseRequestPath(rawPath);
    // No stored file lives at `<school>/youtube/` (files are `<hash>.<ext>`, `tc/…` and `<school>/public/…`).
    if (segments?.length === 3 && segments[1] === "youtube") return serveYoutubeThumbnail(c, segments[0], segments[2]);
    const extension = segments && servedExtension(segments[segments.length - 1]);
    if (!segments || !extension) return notFound(c);

    // Checked before touching the disk, so a bad query says nothing about what exists.
    const query = parseVariantQuery(new URL(c.req.url).searchParams, isRaster(extension));
    if (!query.ok) return fileError(c, "bad_request", query.message);

    const file = await servable(files, segments);
    // A symlink may only lead to a file served with the same type as its name promises.
    const realExtension = file && servedExtension(file.relative);
    if (!file || !realExtension || contentTypeOf(realExtension) !== contentTypeOf(extension)) return notFound(c);

    const requested = segments.join("/");
    return serveImage(c, { ...file, extension: realExtension }, query.variant, (served) =>
      fixedHeaders(served, requested, file.relative),
    );
  });
  app.all("/*", (c) => {
    c.header("Allow", "GET, HEAD");
    return fileError(c, "method_not_allowed", "Only GET and HEAD are supported.");
  });

  app.notFound(notFound);
  app.onError((error, c) => {
    logError(error);
    return fileError(c, "internal_error", "The file could not be served.");
  });

  return app;
}
