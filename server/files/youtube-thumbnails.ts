import sharp, { type Metadata } from "sharp";
import type { FileStore, StoredStat } from "#content/storage/file-store";
import { limitConcurrency } from "./limit-concurrency";

/**
 * YouTube's still of a video, fetched once by the server and kept in the store under `cache/youtube/`
 * (docs/decisions/0034-video-thumbnails-served-by-us.md). Parents' phones then never
 * contact Google for a thumbnail, get it resized and converted like every other photo,
 * and a school network without internet shows the placeholder instead of broken images.
 */

/** Exactly YouTube's 11-character video ids; nothing else reaches the URL we fetch. */
export const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;

/** The one address ever fetched: a fixed host, the id as the only variable part. */
export function youtubeThumbnailSource(id: string): string {
  if (!youtubeIdPattern.test(id)) throw new Error("Not a YouTube video id.");
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** The subset of `fetch` used here, so tests can pass their own and never touch the network. */
export type ThumbnailFetch = (url: string, init: RequestInit & { signal: AbortSignal }) => Promise<Response>;

export type YoutubeThumbnailOptions = {
  /** Where the stills are kept: `cache/youtube/<id>.jpg`. */
  files: FileStore;
  fetch: ThumbnailFetch;
  /** The whole download (connection, headers and body); default 3 s. */
  timeoutMs?: number;
  /** Larger answers are dropped; hqdefault.jpg is 480x360, 10–40 KB. Default 1 MB. */
  maxBytes?: number;
  /** How long a failure is remembered before the next attempt; default 10 minutes. */
  retryAfterMs?: number;
  /** Downloads at a time. */
  concurrency?: number;
  now?: () => number;
  /** Told about each failed download (once per id and retry period). */
  onFailure?: (id: string, reason: string) => void;
};

export type StoredThumbnail = {
  stat: StoredStat;
  /** Names the thumbnail's variants under `cache/variants/`; starts with a dot, which no served file name can. */
  relative: string;
};

export type YoutubeThumbnails = {
  /** The stored thumbnail, fetching it first if needed; undefined when YouTube has none or cannot be reached. */
  get(id: string): Promise<StoredThumbnail | undefined>;
};

/** A reason to give up on one download; `unreachable` ones also pause every other id. */
class ThumbnailFailure extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
  ) {
    super(message);
  }
}

const maxDimension = 1920;
const rememberedFailures = 10_000;

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) throw new ThumbnailFailure(`larger than ${maxBytes} bytes`, false);
  if (!response.body) throw new ThumbnailFailure("empty answer", false);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ThumbnailFailure(`larger than ${maxBytes} bytes`, false);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Only a real JPEG of a sane size is kept: whatever else answered is not served as our image. */
async function checkedJpeg(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxDimension * maxDimension }).metadata();
  } catch {
    throw new ThumbnailFailure("not a readable image", false);
  }
  const { format, width = 0, height = 0 } = metadata;
  if (format !== "jpeg" || width < 1 || height < 1 || width > maxDimension || height > maxDimension) {
    throw new ThumbnailFailure(`unexpected image (${format} ${width}x${height})`, false);
  }
}

export function createYoutubeThumbnails(options: YoutubeThumbnailOptions): YoutubeThumbnails {
  const {
    files,
    fetch,
    timeoutMs = 3000,
    maxBytes = 1024 * 1024,
    retryAfterMs = 10 * 60 * 1000,
    concurrency = 4,
    now = Date.now,
    onFailure,
  } = options;
  // Until when an id is not asked for again (YouTube said no, or the answer was unusable).
  const failedUntil = new Map<string, number>();
  // Until when YouTube counts as unreachable (network error, time-out, server error): a page
  // of 20 cards on a school network without internet waits for one time-out, not 20.
  let unreachableUntil = 0;
  const inFlight = new Map<string, Promise<StoredThumbnail | undefined>>();
  const runLimited = limitConcurrency(concurrency);

  async function download(id: string, key: string): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        // No redirects: an answer from anywhere but this fixed address is not taken.
        response = await fetch(youtubeThumbnailSource(id), {
          redirect: "manual",
          signal: controller.signal,
          headers: { accept: "image/jpeg" },
        });
      } catch (error) {
        // The cause says why (ENOTFOUND: no DNS, ECONNREFUSED, ...); the TypeError itself only says "fetch failed".
        const cause = (error as { cause?: { code?: unknown } }).cause?.code ?? String(error);
        throw new ThumbnailFailure(controller.signal.aborted ? "timed out" : `unreachable (${String(cause)})`, true);
      }
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => {});
        // 404 is YouTube's "no such video"; 5xx and 429 say nothing about the id.
        throw new ThumbnailFailure(`answered ${response.status}`, response.status >= 500 || response.status === 429);
      }
      let bytes: Buffer;
      try {
        bytes = await readLimited(response, maxBytes);
      } catch (error) {
        if (error instanceof ThumbnailFailure) throw error;
        throw new ThumbnailFailure(controller.signal.aborted ? "timed out" : "download broke off", true);
      }
      await checkedJpeg(bytes);
      // A cache: fetched again if a power cut loses it, so not flushed to the disk first.
      await files.put(key, bytes, { durable: false });
    } finally {
      clearTimeout(timer);
    }
  }

  async function fetchOnce(id: string, key: string): Promise<StoredThumbnail | undefined> {
    try {
      await runLimited(async () => {
        // Another request may have stored it, or found YouTube unreachable, while this one queued.
        if (await files.stat(key)) return;
        if (unreachableUntil > now()) throw new ThumbnailFailure("unreachable (remembered)", false);
        await download(id, key);
      });
    } catch (error) {
      if (!(error instanceof ThumbnailFailure)) throw error;
      const until = now() + retryAfterMs;
      if (error.unreachable) unreachableUntil = until;
      if (failedUntil.size >= rememberedFailures) failedUntil.clear();
      failedUntil.set(id, until);
      onFailure?.(id, error.message);
      return undefined;
    }
    const stats = await files.stat(key);
    return stats ? { stat: stats, relative: `.youtube/${id}.jpg` } : undefined;
  }

  return {
    async get(id) {
      if (!youtubeIdPattern.test(id)) return undefined;
      const key = `cache/youtube/${id}.jpg`;
      const stored = await files.stat(key);
      if (stored) return { stat: stored, relative: `.youtube/${id}.jpg` };
      const time = now();
      if ((failedUntil.get(id) ?? 0) > time || unreachableUntil > time) return undefined;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = fetchOnce(id, key).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}
