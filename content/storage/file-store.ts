/**
 * Where a school's stored files live (decision 0072): uploads, photos, certificates, the public
 * images of its site, image variants, video stills and staged uploads. Everything that reads or
 * writes them goes through this interface, implemented by the disk store (disk-store.ts) and the
 * S3 store (s3-store.ts, decision 0084) alike, so the callers never know which one they have.
 * The SQLite database, the auth secret and a bundle's folder on the operator's disk are not
 * stored files and stay on the file system.
 *
 * Keys are relative, `/`-separated and begin with one of the areas of storage-key.ts:
 * `files/…` (what the image service serves), `cache/…` (made again on demand), `staging/…`
 * (uploads waiting to be confirmed; never served).
 */

/** What `stat` knows of a stored file. */
export type StoredStat = {
  /**
   * The key the bytes are really kept under: the disk store follows a symbolic link that stays in
   * its area (an operator may link a school's folder to another's); a store without links answers
   * the key it was asked for.
   */
  key: string;
  size: number;
  mtimeMs: number;
  /** Changes whenever the file is replaced: `stream` refuses to send another file's bytes under it. */
  version: string;
};

/** Bytes `start` to `end`, both included, as an HTTP Range names them. */
export type ByteRange = { start: number; end: number };

export type StreamOptions = Partial<ByteRange> & {
  /** The `version` of the stat the caller answered from; a replaced file makes the stream fail. */
  version?: string;
};

export type PutOptions = {
  /**
   * Default true: resolve only once the bytes and their name would survive a power cut, because
   * the database is about to name the file. Caches pass false: a lost variant is made again.
   */
  durable?: boolean;
};

export type FileStore = {
  /**
   * Writes a whole file, replacing any file of that key at once: a reader gets the old bytes or
   * the new, never a part. A body that fails midway leaves no file under the key.
   */
  put(key: string, body: Uint8Array | AsyncIterable<Uint8Array>, options?: PutOptions): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  stat(key: string): Promise<StoredStat | null>;
  /**
   * The file's bytes (or the range asked for), read as they are sent: nothing is opened until the
   * first read, so an unread body (HEAD, a client gone) holds nothing open. A missing or replaced
   * file makes the stream fail.
   */
  stream(key: string, options?: StreamOptions): ReadableStream<Uint8Array>;
  /** Removes the file, or everything below the key when it names a folder; nothing there is no error. */
  delete(key: string): Promise<void>;
  /**
   * The keys of the files below the folder `prefix`, sorted: the files directly in it, or at any
   * depth with `recursive`. Symbolic links are not listed.
   */
  list(prefix: string, options?: { recursive?: boolean }): Promise<string[]>;
  /**
   * Marks an existing file as just written (its mtime) and says whether it exists. A stored file
   * shared by content-hash is touched instead of written again, so that a clean-up running
   * meanwhile sees it as in use (content/bundle-store.ts, removeUnreferenced).
   */
  touch(key: string): Promise<boolean>;
  /**
   * Resolves when the store can be reached and throws when it cannot, writing nothing (/readyz):
   * the disk store's root must be a folder this process may read and write (a volume that is not
   * mounted, or mounted read-only, fails); the S3 store lists one key below its prefix.
   */
  check(): Promise<void>;
  /**
   * Puts the files below the folder `staged` in place of those below `live`, which it empties
   * first, and leaves `staged` empty: a school's public images swapped in whole at import
   * (content/bundle-public.ts). When it fails, `live` holds its old files again and nothing of
   * either set is lost (decision 0084). The disk store renames the two folders, so a reader
   * sees the old set or the new; an object store copies key by key, so for the seconds of the
   * swap a reader may see some files of each.
   */
  replaceFolder(live: string, staged: string): Promise<void>;
};
