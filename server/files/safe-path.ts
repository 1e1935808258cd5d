const maxPathLength = 1024;
const maxSegments = 16;

/** Invisible, control and private-use characters have no business in a served file name. */
const forbiddenCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}%/\\:]/u;

/**
 * A single decoded path segment we are willing to look up. Besides the obvious `.`/`..`,
 * it refuses names Windows would silently rewrite (trailing dot or space) and names that
 * turn into dots or slashes under Unicode compatibility folding (e.g. U+FF0E), so no
 * later normalisation anywhere can turn an accepted name into a traversal.
 */
export function isSafeSegment(segment: string): boolean {
  if (segment === "" || segment.startsWith(".") || segment.endsWith(".") || segment.endsWith(" ")) return false;
  if (forbiddenCharacters.test(segment)) return false;
  const folded = segment.normalize("NFKC");
  return !(folded.startsWith(".") || folded.endsWith(".") || forbiddenCharacters.test(folded));
}

/**
 * Turns the raw, still percent-encoded path below the mount point (e.g. `/demo/public/a.jpg`)
 * into safe segments, or undefined. Each segment is decoded exactly once; a `%` left over
 * after that (double encoding) is refused rather than decoded again.
 */
export function parseRequestPath(rawPath: string): string[] | undefined {
  if (!rawPath.startsWith("/") || rawPath.length > maxPathLength) return undefined;
  // The URL parser percent-encodes everything unusual, so any raw byte outside visible ASCII
  // (or a backslash some parsers keep) means the path did not come through it: refuse.
  if (/[^\x21-\x7e]|\\/.test(rawPath)) return undefined;
  const rawSegments = rawPath.slice(1).split("/");
  if (rawSegments.length > maxSegments) return undefined;
  const segments: string[] = [];
  for (const rawSegment of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return undefined; // malformed escapes and invalid UTF-8 such as overlong %c0%ae
    }
    if (!isSafeSegment(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}
