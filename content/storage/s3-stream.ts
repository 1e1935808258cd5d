import type { GetObjectCommandOutput, S3Client } from "@aws-sdk/client-s3";
import type { StreamOptions } from "./file-store";
import { isNotFound, statusOf } from "./s3-client";
import { s3Sdk } from "./s3-sdk";

/**
 * An object's bytes, or the range asked for, as FileStore.stream gives them (s3-store.ts): the
 * GET is sent at the first read, names the version with If-Match, and checks the answer's ETag
 * too, since not every S3-compatible server honours If-Match. A server may answer a range with
 * the whole object, as HTTP allows: the bytes outside the range are passed over here.
 */
export function streamObject(
  client: S3Client,
  object: { Bucket: string; Key: string },
  key: string,
  options: StreamOptions,
): ReadableStream<Uint8Array> {
  const start = options.start ?? 0;
  const end = options.end;
  const expected = end === undefined ? undefined : end - start + 1;
  let received = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const aborter = new AbortController();

  /** Bytes of the answer before `start` still to pass over: a server may answer a range with the whole file. */
  let skip = 0;

  async function open(): Promise<ReadableStreamDefaultReader<Uint8Array>> {
    const range = options.start === undefined && end === undefined ? undefined : `bytes=${start}-${end ?? ""}`;
    let answer: GetObjectCommandOutput;
    try {
      answer = await client.send(
        new (s3Sdk().client.GetObjectCommand)({ ...object, Range: range, IfMatch: options.version }),
        {
          abortSignal: aborter.signal,
        },
      );
    } catch (error) {
      if (isNotFound(error)) throw new Error(`No stored file ${key}`);
      if (statusOf(error) === 412) throw new Error("File changed while serving");
      if (statusOf(error) === 416) throw new Error("File shrank while serving");
      throw error;
    }
    const opened = answer.Body?.transformToWebStream().getReader();
    if (options.version !== undefined && answer.ETag !== options.version) {
      await opened?.cancel().catch(() => {});
      throw new Error("File changed while serving");
    }
    if (!opened) throw new Error(`No stored file ${key}`);
    if (range && !answer.ContentRange) skip = start;
    return opened;
  }

  /** The part of a chunk that lies in the range asked for; empty when it lies wholly before it. */
  function inRange(chunk: Uint8Array): Uint8Array {
    let part = chunk;
    if (skip > 0) {
      const passed = Math.min(skip, part.byteLength);
      skip -= passed;
      part = part.subarray(passed);
    }
    if (expected !== undefined && received + part.byteLength > expected) part = part.subarray(0, expected - received);
    return part;
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          reader ??= await open();
          for (;;) {
            if (expected !== undefined && received >= expected) {
              // All asked for has come; whatever else the server sends is not read.
              await reader.cancel().catch(() => {});
              controller.close();
              return;
            }
            const chunk = await reader.read();
            if (chunk.done) {
              if (expected !== undefined && received < expected) throw new Error("File shrank while serving");
              controller.close();
              return;
            }
            const part = inRange(chunk.value);
            if (part.byteLength === 0) continue;
            received += part.byteLength;
            controller.enqueue(part);
            return;
          }
        } catch (error) {
          await reader?.cancel().catch(() => {});
          controller.error(error);
        }
      },
      async cancel() {
        aborter.abort();
        await reader?.cancel().catch(() => {});
      },
    },
    // Zero: no request is made before someone reads.
    { highWaterMark: 0 },
  );
}
