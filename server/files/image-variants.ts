import { randomUUID } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import sharp, { type Sharp } from "sharp";
import type { ServedExtension } from "./content-types";
import { limitConcurrency } from "./limit-concurrency";
import type { VariantRequest } from "./variant-query";

// One libvips thread per image: the server has two cores and also answers pages. Files are
// read once per variant and then served from disk, so libvips' own cache only costs memory.
sharp.concurrency(1);
sharp.cache(false);

/** Larger inputs are refused before decoding: a small file can claim a huge canvas. */
export const maxInputPixels = 50_000_000;

/** Bump to regenerate every cached variant after changing encoder settings. */
const variantVersion = "v1";

export class UnprocessableImageError extends Error {}

type OutputFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

const sameFormat: Record<string, OutputFormat> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
};

const fileExtensionOf: Record<OutputFormat, ServedExtension> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
};

export type VariantSource = { realPath: string; relative: string; stat: Stats; extension: ServedExtension };

export type VariantFile = {
  path: string;
  stat: Stats;
  extension: ServedExtension;
  /** Distinguishes this representation in the ETag, e.g. `w320.webp`. */
  key: string;
  /** The file's bytes when small enough to be kept in memory. */
  bytes?: Uint8Array<ArrayBuffer>;
};

export type VariantStoreOptions = {
  /** Total bytes of variants kept in memory (default 32 MB). */
  memoryBytes?: number;
  /** Larger variants are always read from disk (default 512 KB). */
  memoryEntryBytes?: number;
};

function encode(pipeline: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 82, progressive: true });
    case "png":
      return pipeline.png({ compressionLevel: 9 });
    case "webp":
      return pipeline.webp({ quality: 80 });
    case "avif":
      // Effort 2 keeps first-request latency tolerable on a small server.
      return pipeline.avif({ quality: 55, effort: 2 });
    case "gif":
      return pipeline.gif();
  }
}

async function render(source: VariantSource, request: VariantRequest, format: OutputFormat): Promise<Buffer> {
  try {
    // failOn "error": a slightly truncated phone photo still yields a usable thumbnail.
    let pipeline = sharp(source.realPath, { limitInputPixels: maxInputPixels, failOn: "error" }).autoOrient();
    if (request.width) pipeline = pipeline.resize({ width: request.width, withoutEnlargement: true });
    if (request.crop) {
      // A share picture must fill its frame: a smaller photo is enlarged, a wider or taller one cropped.
      const [width, height] = request.crop.split("x").map(Number);
      pipeline = pipeline.resize({ width, height, fit: "cover", position: sharp.strategy.attention });
    }
    // Metadata (EXIF, GPS) is dropped because sharp only keeps it when asked to.
    return await encode(pipeline, format).toBuffer();
  } catch (error) {
    throw new UnprocessableImageError("The image could not be processed.", { cause: error });
  }
}

export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${path.join(path.dirname(file), `.${path.basename(file)}`)}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data, { flag: "wx" });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

export async function statIfPresent(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export type VariantStore = { get(source: VariantSource, request: VariantRequest): Promise<VariantFile> };

/**
 * Resized or converted images, made once with sharp and kept under `cacheDir/variants`.
 * The cache path carries the source's real relative path, size and mtime, so a replaced
 * source gets new variants and never an outdated one.
 */
export function createVariantStore(cacheDir: string, options: VariantStoreOptions = {}): VariantStore {
  const variantsDir = path.join(cacheDir, "variants");
  // Small variants are answered from memory: streaming a file through a web ReadableStream
  // costs an event-loop turn and a thread-pool read per chunk (issue 6). A variant file is
  // written once, by rename, under a name that carries its source's size and time, so the
  // bytes kept for a name stay right for as long as the name is asked for.
  const memory = new LRUCache<string, { stat: Stats; bytes: Uint8Array<ArrayBuffer> }>({
    maxSize: options.memoryBytes ?? 32 * 1024 * 1024,
    maxEntrySize: options.memoryEntryBytes ?? 512 * 1024,
    // lru-cache refuses a size of 0; an empty variant still takes a slot.
    sizeCalculation: (variant) => Math.max(1, variant.bytes.byteLength),
  });
  const inFlight = new Map<string, Promise<void>>();
  // Remembered so a broken image is not decoded again on every request; bounded, and
  // keyed like the cache, so replacing the file clears it.
  const failed = new Set<string>();
  const runLimited = limitConcurrency(2);

  const generate = (source: VariantSource, request: VariantRequest, format: OutputFormat, file: string) =>
    runLimited(async () => {
      // A request that waited in the queue may find the work already done.
      if (await statIfPresent(file)) return;
      const data = await render(source, request, format);
      await writeAtomically(file, data);
    });

  return {
    async get(source, request) {
      const format: OutputFormat = request.format ?? sameFormat[source.extension];
      const extension = fileExtensionOf[format];
      const key = request.crop ? `c${request.crop}.${extension}` : `w${request.width ?? "full"}.${extension}`;
      const stamp = `${variantVersion}-${source.stat.size}-${Math.trunc(source.stat.mtimeMs)}`;
      const file = path.join(variantsDir, ...source.relative.split("/"), `${stamp}-${key}`);
      if (failed.has(file)) throw new UnprocessableImageError("The image could not be processed.");
      const remembered = memory.get(file);
      if (remembered) return { path: file, stat: remembered.stat, extension, key, bytes: remembered.bytes };

      let stats = await statIfPresent(file);
      if (!stats) {
        let pending = inFlight.get(file);
        if (!pending) {
          pending = generate(source, request, format, file).finally(() => inFlight.delete(file));
          inFlight.set(file, pending);
        }
        try {
          await pending;
        } catch (error) {
          if (error instanceof UnprocessableImageError) {
            if (failed.size >= 1000) failed.clear();
            failed.add(file);
          }
          throw error;
        }
        stats = await stat(file);
      }
      if (stats.size <= (options.memoryEntryBytes ?? 512 * 1024)) {
        const bytes = (await readFile(file)) as Uint8Array<ArrayBuffer>;
        // A file replaced between the stat and the read is served from disk this time.
        if (bytes.byteLength === stats.size) {
          memory.set(file, { stat: stats, bytes });
          return { path: file, stat: stats, extension, key, bytes };
        }
      }
      return { path: file, stat: stats, extension, key };
    },
  };
}
