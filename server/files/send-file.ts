import type { Context } from "hono";
import type { FileStore, StoredStat } from "#content/storage/file-store";
import { isNotModified, parseRange, rangeStillValid } from "./conditional";
import { fileError } from "./file-errors";

export type SendFileOptions = {
  files: FileStore;
  /** The stored file the headers describe (its real key); the stream refuses a file that no longer matches it. */
  stat: StoredStat;
  /** Time the representation last changed (a variant reports its source's time). */
  lastModifiedMs: number;
  etag: string;
  /** Content-Type, Cache-Control and any other fixed headers. */
  headers: Record<string, string>;
  /** The file's bytes, already in memory: answered as one buffer, which the adapter writes at once. */
  bytes?: Uint8Array<ArrayBuffer>;
};

/** Answers GET or HEAD for one file: 304, 206, 416 or 200, streaming the body unless its bytes are given. */
export function sendFile(c: Context, options: SendFileOptions): Response {
  const { stat, etag, lastModifiedMs } = options;
  const requestHeaders = c.req.raw.headers;
  const headers = new Headers(options.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("ETag", etag);
  headers.set("Last-Modified", new Date(lastModifiedMs).toUTCString());
  headers.set("Accept-Ranges", "bytes");

  if (isNotModified(requestHeaders, etag, lastModifiedMs)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }

  const size = stat.size;
  const range = rangeStillValid(requestHeaders, etag, lastModifiedMs)
    ? parseRange(requestHeaders.get("range"), size)
    : undefined;
  if (range === "unsatisfiable") {
    const response = fileError(c, "range_not_satisfiable", `The requested range is outside the file (${size} bytes).`);
    response.headers.set("Content-Range", `bytes */${size}`);
    response.headers.set("Accept-Ranges", "bytes");
    return response;
  }

  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const withBody = c.req.method !== "HEAD" && end >= start;
  let body: BodyInit | null = null;
  if (withBody) {
    body = options.bytes
      ? options.bytes.subarray(start, end + 1)
      : options.files.stream(stat.key, { start, end, version: stat.version });
  }
  return new Response(body, { status: range ? 206 : 200, headers });
}
