/**
 * What a key of the file store (file-store.ts) may be, for every implementation alike. The
 * rules keep a key inside its area whatever a caller builds it from: no absolute keys, no `.`
 * or `..` segments (nor anything that turns into them under Unicode folding, as in
 * server/files/safe-path.ts), no backslashes or control characters, and an area first, so the
 * database file and the auth secret beside the areas in DATA_DIR are out of reach.
 */

/** The folders of DATA_DIR that hold stored files (docs/operations.md, "Stored files"). */
export const storageAreas = ["files", "cache", "staging"] as const;

export type StorageArea = (typeof storageAreas)[number];

const maxKeyLength = 1024;

/** Control, format, line and paragraph separators and private-use characters, and the backslash. */
const forbiddenCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\\]/u;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** One segment of a key: a name, never a step up or sideways, whatever folding is applied later. */
export function isKeySegment(segment: string): boolean {
  if (segment === "" || segment === "." || segment === "..") return false;
  if (forbiddenCharacters.test(segment)) return false;
  const folded = segment.normalize("NFKC");
  return folded !== "." && folded !== ".." && !folded.includes("/") && !forbiddenCharacters.test(folded);
}

/**
 * A key's segments, checked: at least `minSegments` of them, the first an area. `folder` allows a
 * trailing `/` (a folder given as a prefix).
 */
function segmentsOf(key: string, minSegments: number, folder: boolean): string[] {
  const trimmed = folder && key.endsWith("/") ? key.slice(0, -1) : key;
  if (trimmed.length === 0 || key.length > maxKeyLength) throw new InvalidStorageKeyError(key);
  const segments = trimmed.split("/");
  if (segments.length < minSegments || !(storageAreas as readonly string[]).includes(segments[0]))
    throw new InvalidStorageKeyError(key);
  if (!segments.every(isKeySegment)) throw new InvalidStorageKeyError(key);
  return segments;
}

/** The segments of a file's key (an area and a name at least); throws InvalidStorageKeyError. */
export function fileKeySegments(key: string): string[] {
  return segmentsOf(key, 2, false);
}

/** The segments of a folder's key, which may be an area alone and may end in `/`. */
export function folderKeySegments(key: string): string[] {
  return segmentsOf(key, 1, true);
}

export function isFileKey(key: string): boolean {
  try {
    fileKeySegments(key);
    return true;
  } catch {
    return false;
  }
}

/** The key of a stored file named by its path below DATA_DIR/files, as the database names it. */
export function storedFileKey(storedPath: string): string {
  return `files/${storedPath}`;
}
