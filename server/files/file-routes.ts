import { type Context, Hono } from "hono";
import { baseRoutePath } from "hono/route";
import { cacheControlFor, cachePolicy, entityTag } from "./cache-policy";
import { contentTypeOf, isRaster, type ServedExtension, servedExtension } from "./content-types";
import { fileError, notFound } from "./file-errors";
import { createVariantStore, UnprocessableImageError } from "./image-variants";
import { parseRequestPath, resolveInside } from "./safe-path";
import { sendFile } from "./send-file";
import { parseVariantQuery } from "./variant-query";

export { imageFormats, imageWidths } from "./variant-query";

export type FileRoutesOptions = {
  /** DATA_DIR/files: hashed attachments, `tc/` certificates, `<school>/public/` images. */
  filesDir: string;
  /** DATA_DIR/cache: resized and converted images go to `variants/` below it. */
  cacheDir: string;
  /** Receives unexpected failures (the client only gets a generic 500). Defaults to console.error. */
  logError?: (error: unknown) => void;
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

/**
 * Serves DATA_DIR/files read-only, with optional resized/converted image variants.
 * Mount it at a fixed path, e.g. `app.route("/api/image", createFileRoutes(...))`.
 */
export function createFileRoutes(options: FileRoutesOptions): Hono {
  const { filesDir, cacheDir, logError = console.error } = options;
  const variants = createVariantStore(cacheDir);
  const app = new Hono();

  // Also answers HEAD: Hono routes it to GET, and sendFile leaves the body out.
  app.get("/*", async (c) => {
    const rawPath = rawPathBelowMount(c);
    const segments = rawPath === undefined ? undefined : parseRequestPath(rawPath);
    const extension = segments && servedExtension(segments[segments.length - 1]);
    if (!segments || !extension) return notFound(c);

    // Checked before touching the disk, so a bad query says nothing about what exists.
    const query = parseVariantQuery(new URL(c.req.url).searchParams, isRaster(extension));
    if (!query.ok) return fileError(c, "bad_request", query.message);

    const file = await resolveInside(filesDir, segments);
    // A symlink may only lead to a file served with the same type as its name promises.
    const realExtension = file && servedExtension(file.relative);
    if (!file || !realExtension || contentTypeOf(realExtension) !== contentTypeOf(extension)) return notFound(c);

    const requested = segments.join("/");
    if (!query.variant) {
      return sendFile(c, {
        filePath: file.realPath,
        stat: file.stat,
        lastModifiedMs: file.stat.mtimeMs,
        etag: entityTag(file.relative, file.stat),
        headers: fixedHeaders(realExtension, requested, file.relative),
      });
    }

    try {
      const variant = await variants.get({ ...file, extension: realExtension }, query.variant);
      return sendFile(c, {
        filePath: variant.path,
        stat: variant.stat,
        // The variant stands for the source: it changes exactly when the source does.
        lastModifiedMs: file.stat.mtimeMs,
        etag: entityTag(file.relative, file.stat, variant.key),
        headers: fixedHeaders(variant.extension, requested, file.relative),
        bytes: variant.bytes,
      });
    } catch (error) {
      if (error instanceof UnprocessableImageError) {
        return fileError(c, "unprocessable_image", "The image could not be read or is too large to resize.");
      }
      throw error;
    }
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
