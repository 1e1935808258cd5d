import { LRUCache } from "lru-cache";
import sharp, { type Sharp } from "sharp";
import type { FileStore, StoredStat } from "#content/storage/file-store";
import type { ServedExtension } from "./content-types";
import { limitConcurrency } from "./limit-concurrency";
import type { VariantRequest } from "./variant-query";

// One libvips thread per image: the server has two cores and also answers pages. Files are
// read once per variant and then served from the store, so libvips' own cache only costs memory.
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

export type VariantSource = {
  /** The stored source; its key is where the bytes are read from. */
  stat: StoredStat;
  /** Names the source's variants (and its ETag): its real path below files/, or `.youtube/<id>.jpg`. */
  relative: string;
  extension: ServedExtension;
};

export type VariantFile = {
  /** The stored variant, under cache/variants/. */
  stat: StoredStat;
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

async function render(
  files: FileStore,
  source: VariantSource,
  request: VariantRequest,
  format: OutputFormat,
): Promise<Buffer> {
  // Read whole, as any store can give it; a source gone since its stat is as unreadable as a broken one.
  const input = await files.get(source.stat.key);
  try {
    if (!input) throw new Error(`${source.stat.key} is no longer stored`);
    // failOn "error": a slightly truncated phone photo still yields a usable thumbnail.
    let pipeline = sharp(input, { limitInputPixels: maxInputPixels, failOn: "error" }).autoOrient();
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

export type VariantStore = { get(source: VariantSource, request: VariantRequest): Promise<VariantFile> };

/**
 * Resized or converted images, made once with sharp and kept in the store under
 * `cache/variants/`. The key carries the source's real relative path, size and mtime, so a
 * replaced source gets new variants and never an outdated one.
 */
export function createVariantStore(files: FileStore, options: VariantStoreOptions = {}): VariantStore {
  const memoryEntryBytes = options.memoryEntryBytes ?? 512 * 1024;
  // Small variants are answered from memory: streaming a file through a web ReadableStream
  // costs an event-loop turn and a thread-pool read per chunk (issue 6). A variant is
  // written once, whole, under a key that carries its source's size and time, so the
  // bytes kept for a key stay right for as long as the key is asked for.
  const memory = new LRUCache<string, { stat: StoredStat; bytes: Uint8Array<ArrayBuffer> }>({
    maxSize: options.memoryBytes ?? 32 * 1024 * 1024,
    maxEntrySize: memoryEntryBytes,
    // lru-cache refuses a size of 0; an empty variant still takes a slot.
    sizeCalculation: (variant) => Math.max(1, variant.bytes.byteLength),
  });
  const inFlight = new Map<string, Promise<void>>();
  // Remembered so a broken image is not decoded again on every request; bounded, and
  // keyed like the cache, so replacing the file clears it.
  const failed = new Set<string>();
  const runLimited = limitConcurrency(2);

  const generate = (source: VariantSource, request: VariantRequest, format: OutputFormat, variantKey: string) =>
    runLimited(async () => {
      // A request that waited in the queue may find the work already done.
      if (await files.stat(variantKey)) return;
      const data = await render(files, source, request, format);
      // A cache: made again if a power cut loses it, so not flushed to the disk first.
      await files.put(variantKey, data, { durable: false });
    });

  return {
    async get(source, request) {
      const format: OutputFormat = request.format ?? sameFormat[source.extension];
      const extension = fileExtensionOf[format];
      const key = request.crop ? `c${request.crop}.${extension}` : `w${request.width ?? "full"}.${extension}`;
      const stamp = `${variantVersion}-${source.stat.size}-${Math.trunc(source.stat.mtimeMs)}`;
      const variantKey = ["cache", "variants", ...source.relative.split("/"), `${stamp}-${key}`].join("/");
      if (failed.has(variantKey)) throw new UnprocessableImageError("The image could not be processed.");
      const remembered = memory.get(variantKey);
      if (remembered) return { stat: remembered.stat, extension, key, bytes: remembered.bytes };

      let stats = await files.stat(variantKey);
      if (!stats) {
        let pending = inFlight.get(variantKey);
        if (!pending) {
          pending = generate(source, request, format, variantKey).finally(() => inFlight.delete(variantKey));
          inFlight.set(variantKey, pending);
        }
        try {
          await pending;
        } catch (error) {
          if (error instanceof UnprocessableImageError) {
            if (failed.size >= 1000) failed.clear();
            failed.add(variantKey);
          }
          throw error;
        }
        stats = await files.stat(variantKey);
        if (!stats) throw new Error(`The variant ${variantKey} vanished as it was made`);
      }
      if (stats.size <= memoryEntryBytes) {
        const bytes = await files.get(variantKey);
        // A variant replaced between the stat and the read is streamed from the store this time.
        if (bytes && bytes.byteLength === stats.size) {
          memory.set(variantKey, { stat: stats, bytes });
          return { stat: stats, extension, key, bytes };
        }
      }
      return { stat: stats, extension, key };
    },
  };
}
