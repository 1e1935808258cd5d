import type { FileStore, StoredStat } from "#content/storage/file-store";
import { isFileKey, storedFileKey } from "#content/storage/storage-key";
import { contentTypeOf, type ServedExtension, servedExtension } from "./content-types";
import { isSafeSegment } from "./safe-path";

/** A stored file below files/ and its real path there (symbolic links followed by the store). */
export type ServableFile = { stat: StoredStat; relative: string };

/**
 * The stored file a request's segments name, if it may be served: the store keeps a link inside
 * files/, and here the real name must be made of safe segments too (a link into a hidden folder
 * is refused like a hidden name).
 */
export async function servable(files: FileStore, segments: readonly string[]): Promise<ServableFile | undefined> {
  const key = storedFileKey(segments.join("/"));
  if (!isFileKey(key)) return undefined;
  const stat = await files.stat(key);
  const relative = stat?.key.startsWith("files/") ? stat.key.slice("files/".length) : undefined;
  if (!stat || !relative?.split("/").every(isSafeSegment)) return undefined;
  return { stat, relative };
}

/** What the image service serves, untouched, at `/api/image/<stored path>`. */
export type ServedFile = ServableFile & { extension: ServedExtension; contentType: string };

/**
 * The file the image service answers for a stored path as the database names it (`ab12.pdf`,
 * `tc/<token>.pdf`), or undefined where it answers 404: an unsafe or unknown name, no such file,
 * or a link to a file of another type. For the server's own reads of what a URL would serve
 * (decision 0088), without a request through the routes.
 */
export async function servedFile(files: FileStore, storedPath: string): Promise<ServedFile | undefined> {
  const segments = storedPath.split("/").filter((part) => part !== "");
  const extension = servedExtension(segments.at(-1) ?? "");
  if (segments.length === 0 || !extension || !segments.every(isSafeSegment)) return undefined;
  const file = await servable(files, segments);
  const realExtension = file && servedExtension(file.relative);
  if (!file || !realExtension || contentTypeOf(realExtension) !== contentTypeOf(extension)) return undefined;
  return { ...file, extension: realExtension, contentType: contentTypeOf(realExtension) };
}
