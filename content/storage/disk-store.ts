import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { constants, createWriteStream, type Dirent, realpathSync, statSync, type WriteStream } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { streamFile, versionOf } from "./disk-stream";
import type { FileStore, StoredStat } from "./file-store";
import { fileKeySegments, folderKeySegments, InvalidStorageKeyError, isFileKey, isKeySegment } from "./storage-key";

/**
 * The file store over a folder on this machine (DATA_DIR): a key is the path below it. Every
 * instance of a platform must mount the same folder (docs/operations.md, "Stored files").
 *
 * - A file is written under a temporary name beside its place and renamed over it, so a reader
 *   (another instance on a shared volume too) sees the old file or the new, never part of one.
 * - Symbolic links are followed only while they stay inside the key's area, as the image
 *   service always did; a link out of it reads as no file.
 * - A folder is replaced whole with two renames (replaceFolder), so a reader sees the old set or
 *   the new one.
 */
export type DiskStore = FileStore;

/** The disk store's names for files being written; never a key, never listed. */
const temporaryPrefix = ".tmp-";

/** Errors that only say "this key does not lead to a readable file". */
const absentCodes = new Set(["ENOENT", "ENOTDIR", "ELOOP", "EACCES", "EPERM", "ENAMETOOLONG", "EINVAL", "EISDIR"]);

function isAbsent(error: unknown): boolean {
  return typeof error === "object" && error !== null && absentCodes.has(String((error as { code?: unknown }).code));
}

/** Makes a rename durable: the folder's entry is flushed as the file's bytes were. */
async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(folder, "r");
    await handle.sync();
  } catch {
    // Some platforms cannot open or sync a folder; the file itself was flushed.
  } finally {
    await handle?.close();
  }
}

export function createDiskStore(root: string): DiskStore {
  const base = path.resolve(root);
  const pathOf = (segments: readonly string[]) => path.join(base, ...segments);

  /** The segments of `real` below its area's real folder ([] for the folder itself), or undefined outside it. */
  function insideArea(area: string, real: string): string[] | undefined {
    const areaFolder = realpathSync.native(path.join(base, area));
    if (real === areaFolder) return [];
    const prefix = areaFolder.endsWith(path.sep) ? areaFolder : areaFolder + path.sep;
    return real.startsWith(prefix) ? real.slice(prefix.length).split(path.sep) : undefined;
  }

  /**
   * Where a key's bytes really are, following links, and the key of that place; undefined when
   * nothing is there or a link leads out of the key's area.
   *
   * Synchronous calls on purpose: on the few, page-cached inodes of a request path they take
   * microseconds, while each asynchronous one is a thread-pool round trip and an event-loop
   * turn that waits behind any page being rendered (issue 6: image p50 155 ms at 40 req/s).
   */
  function resolveFile(key: string): { realPath: string; key: string } | undefined {
    const segments = fileKeySegments(key);
    try {
      const realPath = realpathSync.native(pathOf(segments));
      const rest = insideArea(segments[0], realPath);
      if (!rest || rest.length === 0) return undefined;
      const realKey = [segments[0], ...rest].join("/");
      return isFileKey(realKey) ? { realPath, key: realKey } : undefined;
    } catch (error) {
      if (isAbsent(error)) return undefined;
      throw error;
    }
  }

  /** The folder a key's file is in, when it lies inside the key's area (created first with `create`). */
  async function folderOf(segments: readonly string[], create: boolean): Promise<string | undefined> {
    const folder = pathOf(segments.slice(0, -1));
    try {
      if (create) await fs.mkdir(folder, { recursive: true });
      return insideArea(segments[0], await fs.realpath(folder)) ? folder : undefined;
    } catch (error) {
      if (!create && isAbsent(error)) return undefined;
      throw error;
    }
  }

  async function walk(folder: string, key: string, recursive: boolean, keys: string[]): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isAbsent(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(temporaryPrefix) || !isKeySegment(entry.name)) continue;
      const child = `${key}/${entry.name}`;
      if (entry.isFile()) keys.push(child);
      else if (recursive && entry.isDirectory()) await walk(path.join(folder, entry.name), child, true, keys);
    }
  }

  return {
    async put(key, body, options = {}) {
      const segments = fileKeySegments(key);
      const name = segments[segments.length - 1];
      if (name.startsWith(temporaryPrefix)) throw new InvalidStorageKeyError(key);
      const durable = options.durable ?? true;
      const folder = await folderOf(segments, true);
      if (!folder) throw new Error(`${key} would be written outside its area`);
      const temporary = path.join(folder, `${temporaryPrefix}${randomBytes(8).toString("hex")}`);
      let stream: WriteStream | undefined;
      try {
        if (body instanceof Uint8Array) await fs.writeFile(temporary, body, { flag: "wx", flush: durable });
        else {
          stream = createWriteStream(temporary, { flags: "wx", flush: durable });
          await pipeline(body, stream);
        }
        await fs.rename(temporary, path.join(folder, name));
      } catch (error) {
        // A body that fails at once can end the pipeline before the file is even open: the stream opens
        // it afterwards and only then closes. Removed before that, the file would stay behind.
        if (stream && !stream.closed) await once(stream, "close").catch(() => {});
        await fs.rm(temporary, { force: true });
        throw error;
      }
      if (durable) await syncFolder(folder);
    },

    async get(key) {
      const file = resolveFile(key);
      if (!file) return null;
      try {
        // readFile allocates a buffer of its own for the file, never a slice of a shared pool.
        return (await fs.readFile(file.realPath)) as Uint8Array<ArrayBuffer>;
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async stat(key): Promise<StoredStat | null> {
      const file = resolveFile(key);
      if (!file) return null;
      try {
        const stats = statSync(file.realPath);
        if (!stats.isFile()) return null;
        return { key: file.key, size: stats.size, mtimeMs: stats.mtimeMs, version: versionOf(stats) };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    stream(key, options = {}) {
      fileKeySegments(key);
      return streamFile(() => resolveFile(key)?.realPath, key, options);
    },

    async delete(key) {
      // A file key has an area and a name at least: an area is never deleted whole.
      const segments = fileKeySegments(key);
      const folder = await folderOf(segments, false);
      if (folder) await fs.rm(path.join(folder, segments[segments.length - 1]), { recursive: true, force: true });
    },

    async list(prefix, options = {}) {
      const segments = folderKeySegments(prefix);
      const folder = pathOf(segments);
      try {
        if (!insideArea(segments[0], await fs.realpath(folder))) return [];
      } catch (error) {
        if (isAbsent(error)) return [];
        throw error;
      }
      const keys: string[] = [];
      await walk(folder, segments.join("/"), options.recursive ?? false, keys);
      return keys.sort();
    },

    async touch(key) {
      const file = resolveFile(key);
      if (!file) return false;
      try {
        if (!statSync(file.realPath).isFile()) return false;
        const now = new Date();
        await fs.utimes(file.realPath, now, now);
        return true;
      } catch (error) {
        if (isAbsent(error)) return false;
        throw error;
      }
    },

    async check() {
      const stats = await fs.stat(base);
      if (!stats.isDirectory()) throw new Error(`${base} is not a folder`);
      await fs.access(base, constants.R_OK | constants.W_OK | constants.X_OK);
    },

    async replaceFolder(live, staged) {
      const liveSegments = fileKeySegments(live);
      const stagedSegments = fileKeySegments(staged);
      if (liveSegments[0] !== stagedSegments[0]) throw new Error(`${staged} cannot replace ${live}: another area`);
      const [liveParent, stagedParent] = await Promise.all([
        folderOf(liveSegments, true),
        folderOf(stagedSegments, true),
      ]);
      if (!liveParent || !stagedParent) throw new Error(`${staged} cannot replace ${live}: outside their area`);
      const livePath = path.join(liveParent, liveSegments[liveSegments.length - 1]);
      const stagedPath = path.join(stagedParent, stagedSegments[stagedSegments.length - 1]);
      // A set of no files was never written: it is an empty folder.
      await fs.mkdir(stagedPath, { recursive: true });
      const old = path.join(
        liveParent,
        `.${liveSegments[liveSegments.length - 1]}-old-${randomBytes(8).toString("hex")}`,
      );
      let hadOld = true;
      try {
        await fs.rename(livePath, old);
      } catch (error) {
        if ((error as { code?: unknown }).code !== "ENOENT") throw error;
        hadOld = false;
      }
      try {
        await fs.rename(stagedPath, livePath);
      } catch (error) {
        // Put the old folder back rather than leave none.
        if (hadOld) await fs.rename(old, livePath).catch(() => undefined);
        throw error;
      }
      await syncFolder(liveParent);
      if (hadOld) await fs.rm(old, { recursive: true, force: true });
    },
  };
}
