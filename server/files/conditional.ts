/** Request headers that make a GET conditional or partial (RFC 9110 §13, §14). */

const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/** HTTP dates have whole seconds, so compare file times at that precision. */
const wholeSeconds = (mtimeMs: number) => Math.floor(mtimeMs / 1000) * 1000;

/** If-None-Match uses weak comparison; If-Modified-Since counts only without it. */
export function isNotModified(headers: Headers, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    const wanted = opaque(etag);
    return ifNoneMatch.split(",").some((tag) => {
      const trimmed = tag.trim();
      return trimmed === "*" || opaque(trimmed) === wanted;
    });
  }
  const ifModifiedSince = headers.get("if-modified-since");
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && wholeSeconds(mtimeMs) <= since;
}

/** If-Range must match exactly (strong ETag or identical date), otherwise the whole file is sent. */
export function rangeStillValid(headers: Headers, etag: string, mtimeMs: number): boolean {
  const ifRange = headers.get("if-range");
  if (ifRange === null) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === wholeSeconds(mtimeMs);
}

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range, inclusive. Returns undefined when the whole file should be sent:
 * no header, a syntax we do not understand (RFC: ignore it), or several ranges, which
 * we are allowed to answer with the full representation.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | undefined {
  if (header === null) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
