import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { FileStore, StoredStat } from "./file-store";
import { createS3Client, isNotFound, type S3StoreSettings } from "./s3-client";
import { s3Sdk } from "./s3-sdk";
import { streamObject } from "./s3-stream";
import { fileKeySegments, folderKeySegments, isFileKey } from "./storage-key";

/** Copies and deletes of a folder run this many at a time. */
const parallelRequests = 8;

/** A body in pieces is sent in parts of this size, two at a time (lib-storage's minimum part is 5 MB). */
const partSize = 5 * 1024 * 1024;

const mtimeHeader = "mtime";

function mtimeOf(metadata: Record<string, string> | undefined, lastModified: Date | undefined): number {
  const written = Number(metadata?.[mtimeHeader]);
  return Number.isFinite(written) && written > 0 ? written : (lastModified?.getTime() ?? 0);
}

/** Runs `work` on every item, at most `limit` at a time; the first failure is thrown once all have stopped. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

/** An object below a folder: its key in the store, its name below the folder, and its ETag. */
type Listed = { key: string; name: string; etag: string };

export type S3StoreOptions = {
  /** The client to send through (default: one made from the settings). */
  client?: S3Client;
  /** Keys asked for per listing request (default: the server's, 1000 on S3). */
  pageSize?: number;
};

/**
 * The file store over an S3-compatible bucket (decision 0084): a key is an object's name below
 * the bucket's prefix, so every instance that names the same bucket and prefix sees the same
 * files, with no shared disk.
 *
 * - A PUT, or a multipart upload for a body that arrives in pieces, makes the object appear whole
 *   or not at all, and answers once it is stored durably; `durable` changes nothing here.
 * - The version is the object's ETag; a ranged GET names it with If-Match, and the answer's ETag
 *   is checked too, since not every S3-compatible server honours If-Match.
 * - The time a file was written is kept in its own metadata (`x-amz-meta-mtime`, milliseconds),
 *   because S3's Last-Modified has whole seconds only; an object written by another tool has
 *   none, and then Last-Modified stands for it.
 * - There are no links and no folders: `stat` answers the key it was asked, a folder is every key
 *   below `folder/`, and a folder is never a file.
 */
export function createS3Store(settings: S3StoreSettings, options: S3StoreOptions = {}): FileStore {
  const { bucket, prefix } = settings;
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsCommand,
    PutObjectCommand,
  } = s3Sdk().client;
  const { Upload } = s3Sdk().storage;
  const client = options.client ?? createS3Client(settings);
  const objectKey = (key: string) => prefix + key;
  // CopySource is `bucket/key`, URL-encoded segment by segment as S3 decodes it.
  const copySource = (key: string) => `${bucket}/${objectKey(key).split("/").map(encodeURIComponent).join("/")}`;
  const now = () => ({ [mtimeHeader]: String(Date.now()) });

  async function listObjects(folder: string, recursive: boolean): Promise<Listed[]> {
    const base = `${folderKeySegments(folder).join("/")}/`;
    const found: Listed[] = [];
    // ListObjects (version 1) with a marker: every S3-compatible server has it, while s3rver's
    // version 2 cannot answer a listing of more than one page on Node 24 (its continuation tokens
    // need the DES cipher, which OpenSSL 3 no longer offers).
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectsCommand({
          Bucket: bucket,
          Prefix: objectKey(base),
          Delimiter: recursive ? undefined : "/",
          Marker: marker,
          MaxKeys: options.pageSize,
        }),
      );
      let last = "";
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        if (object.Key > last) last = object.Key;
        const key = object.Key.slice(prefix.length);
        // A console's "folder" placeholder (`name/`) or a name no key may have is no stored file.
        if (isFileKey(key)) found.push({ key, name: key.slice(base.length), etag: object.ETag ?? "" });
      }
      for (const folder of page.CommonPrefixes ?? []) {
        // A sub-folder is passed over whole: after its name and everything in it.
        if (folder.Prefix && `${folder.Prefix}\u{10FFFF}` > last) last = `${folder.Prefix}\u{10FFFF}`;
      }
      if (!page.IsTruncated || last === "") break;
      marker = last;
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async function deleteObject(key: string): Promise<void> {
    // One DELETE per key rather than DeleteObjects: that call needs a checksum some services refuse.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
  }

  async function copy(from: string, to: string): Promise<void> {
    await client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: objectKey(to),
        CopySource: copySource(from),
        MetadataDirective: "REPLACE",
        Metadata: now(),
      }),
    );
  }

  async function putStream(key: string, body: AsyncIterable<Uint8Array>): Promise<void> {
    // The body's own failure is what the caller should hear, not the aborted upload's.
    let bodyError: { error: unknown } | undefined;
    async function* watched(): AsyncGenerator<Uint8Array> {
      try {
        yield* body;
      } catch (error) {
        bodyError = { error };
        throw error;
      }
    }
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: objectKey(key), Body: Readable.from(watched()), Metadata: now() },
      partSize,
      queueSize: 2,
      // A multipart upload that fails is aborted, so no part of it stays (nor is billed).
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw bodyError ? bodyError.error : error;
    }
  }

  const store: FileStore = {
    async put(key, body) {
      fileKeySegments(key);
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, Metadata: now() }));
      } else {
        await putStream(key, body);
      }
    },

    async get(key) {
      fileKeySegments(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array(0);
        // A buffer of its own, never a view into a larger one (as the disk store's readFile gives).
        if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength)
          return bytes as Uint8Array<ArrayBuffer>;
        return new Uint8Array(bytes);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async stat(key): Promise<StoredStat | null> {
      fileKeySegments(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return {
          key,
          size: head.ContentLength ?? 0,
          mtimeMs: mtimeOf(head.Metadata, head.LastModified),
          version: head.ETag ?? "",
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    stream(key, options = {}) {
      fileKeySegments(key);
      return streamObject(client, { Bucket: bucket, Key: objectKey(key) }, key, options);
    },

    async delete(key) {
      fileKeySegments(key);
      const below = await listObjects(key, true);
      await eachLimited([key, ...below.map((object) => object.key)], parallelRequests, deleteObject);
    },

    async list(folder, options = {}) {
      return (await listObjects(folder, options.recursive ?? false)).map((object) => object.key);
    },

    async touch(key) {
      // A copy onto itself with new metadata is S3's only way to give an object a new time.
      if (!(await store.stat(key))) return false;
      try {
        await copy(key, key);
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async check() {
      // Listing is what the store needs the most rights for; it also proves the bucket is there.
      await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, MaxKeys: 1 }));
    },

    async replaceFolder(live, staged) {
      const liveSegments = fileKeySegments(live);
      fileKeySegments(staged);
      const [old, next] = await Promise.all([listObjects(live, true), listObjects(staged, true)]);
      const nextNames = new Set(next.map((object) => object.name));
      const oldByName = new Map(old.map((object) => [object.name, object]));
      // A file whose bytes do not change is neither saved nor copied.
      const changed = next.filter((object) => oldByName.get(object.name)?.etag !== object.etag);
      const changedNames = new Set(changed.map((object) => object.name));
      const toSave = old.filter((object) => !nextNames.has(object.name) || changedNames.has(object.name));
      const backup = [
        ...liveSegments.slice(0, -1),
        `.${liveSegments[liveSegments.length - 1]}-old-${randomBytes(8).toString("hex")}`,
      ].join("/");

      // First a copy of every live file that will change or go, so that nothing is lost whatever fails next.
      try {
        await eachLimited(toSave, parallelRequests, (object) => copy(object.key, `${backup}/${object.name}`));
      } catch (error) {
        await store.delete(backup).catch(() => undefined);
        throw error;
      }
      try {
        await eachLimited(changed, parallelRequests, (object) => copy(object.key, `${live}/${object.name}`));
        const gone = old.filter((object) => !nextNames.has(object.name));
        await eachLimited(gone, parallelRequests, (object) => deleteObject(object.key));
      } catch (error) {
        try {
          await eachLimited(toSave, parallelRequests, (object) => copy(`${backup}/${object.name}`, object.key));
          const added = next.filter((object) => !oldByName.has(object.name));
          await eachLimited(added, parallelRequests, (object) => deleteObject(`${live}/${object.name}`));
          await store.delete(backup);
        } catch (restoreError) {
          throw new Error(
            `${live} could not be replaced (${(error as Error).message}), nor put back (${(restoreError as Error).message}): its old files are kept under ${backup}`,
            { cause: error },
          );
        }
        throw error;
      }
      // Done: what is left is hidden and unused, and a failure to remove it loses nothing.
      await Promise.all([store.delete(staged), store.delete(backup)]).catch(() => undefined);
    },
  };
  return store;
}
