import { constants, type Stats } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import type { StreamOptions } from "./file-store";

const chunkSize = 64 * 1024;

/** The same file, not another one written under its name since: device and inode. */
export function versionOf(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

/**
 * A stored file's bytes, or the range asked for, as FileStore.stream gives them (disk-store.ts; the
 * S3 store's is s3-stream.ts). The file is found (`realPathOf`, undefined for no file) and opened at
 * the first read, never through a link, and must still be the `version` the caller answered from.
 */
export function streamFile(
  realPathOf: () => string | undefined,
  key: string,
  options: StreamOptions,
): ReadableStream<Uint8Array> {
  const end = options.end ?? Number.POSITIVE_INFINITY;
  let position = options.start ?? 0;
  let handle: FileHandle | undefined;
  const close = async () => {
    const current = handle;
    handle = undefined;
    await current?.close().catch(() => {});
  };
  const finish = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    await close();
    controller.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (position > end) return await finish(controller);
          if (!handle) {
            const realPath = realPathOf();
            if (!realPath) throw new Error(`No stored file ${key}`);
            handle = await fs.open(realPath, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
            const opened = await handle.stat();
            // The opened file must be the one the caller answered from, or other bytes go out under its headers.
            if (!opened.isFile() || (options.version !== undefined && versionOf(opened) !== options.version))
              throw new Error("File changed while serving");
          }
          const length = Math.min(chunkSize, end - position + 1);
          const buffer = new Uint8Array(length);
          const { bytesRead } = await handle.read(buffer, 0, length, position);
          if (bytesRead === 0) {
            if (end !== Number.POSITIVE_INFINITY) throw new Error("File shrank while serving");
            return await finish(controller);
          }
          position += bytesRead;
          controller.enqueue(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
          if (position > end) await finish(controller);
        } catch (error) {
          await close();
          controller.error(error);
        }
      },
      cancel: close,
    },
    // Zero: do not pull (and so do not open the file) before someone reads.
    { highWaterMark: 0 },
  );
}
