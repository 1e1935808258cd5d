import type { Stats } from "node:fs";
import { constants } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";

const chunkSize = 64 * 1024;

/**
 * Streams bytes `start..end` (inclusive) of a file without buffering it.
 *
 * The file is opened on the first read rather than up front, so a response whose body is
 * never consumed (HEAD, an aborted client, a test reading only headers) holds no open
 * descriptor. The opened file must be the one that was checked: if it was replaced in
 * between, the stream fails instead of sending other bytes under the old headers.
 */
export function fileStream(filePath: string, expected: Stats, start: number, end: number): ReadableStream<Uint8Array> {
  let handle: FileHandle | undefined;
  let position = start;
  const close = async () => {
    const current = handle;
    handle = undefined;
    await current?.close().catch(() => {});
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!handle) {
            handle = await open(filePath, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
            const opened = await handle.stat();
            if (opened.ino !== expected.ino || opened.dev !== expected.dev)
              throw new Error("File changed while serving");
          }
          const length = Math.min(chunkSize, end - position + 1);
          const buffer = new Uint8Array(length);
          const { bytesRead } = await handle.read(buffer, 0, length, position);
          if (bytesRead === 0) throw new Error("File shrank while serving");
          position += bytesRead;
          controller.enqueue(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
          if (position > end) {
            await close();
            controller.close();
          }
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
