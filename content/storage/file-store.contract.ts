import { beforeEach, describe, expect, it } from "vitest";
import type { FileStore } from "./file-store";
import { folderContract } from "./file-store-folders.contract";
import { InvalidStorageKeyError } from "./storage-key";

/**
 * What every file store promises (file-store.ts), run against each implementation: the disk
 * store (disk-store.test.ts) and the S3 store on a real S3-compatible server (s3-store.test.ts).
 * `open` gives an empty store before each test.
 */
export function fileStoreContract(open: () => FileStore): void {
  let store: FileStore;
  beforeEach(() => {
    store = open();
  });

  async function bytesAt(key: string): Promise<Uint8Array | null> {
    const bytes = await store.get(key);
    return bytes && new Uint8Array(bytes);
  }

  const text = (value: string) => new TextEncoder().encode(value);
  const textAt = async (key: string) => new TextDecoder().decode((await store.get(key)) ?? undefined);

  describe("put and get", () => {
    it("gives back the bytes put, and stat describes them", async () => {
      const bytes = patterned(1000);
      const before = Date.now();
      await store.put("files/a.pdf", bytes);
      expect(await bytesAt("files/a.pdf")).toEqual(bytes);
      const stat = await store.stat("files/a.pdf");
      expect(stat).toMatchObject({ key: "files/a.pdf", size: 1000 });
      expect(stat?.mtimeMs).toBeGreaterThanOrEqual(before - 1000);
      expect(stat?.mtimeMs).toBeLessThanOrEqual(Date.now() + 1000);
      expect(stat?.version).toEqual(expect.any(String));
    });

    it("answers a buffer of the file's own, not a view into a larger one", async () => {
      await store.put("files/small.txt", text("tiny"));
      const bytes = await store.get("files/small.txt");
      expect([bytes?.byteOffset, bytes?.buffer.byteLength]).toEqual([0, 4]);
    });

    it("writes a body that arrives in pieces, making the folders on the way", async () => {
      async function* pieces() {
        yield text("first ");
        yield text("second");
      }
      await store.put("staging/batch-x/0.pdf", pieces());
      expect(await textAt("staging/batch-x/0.pdf")).toBe("first second");
    });

    it("writes a large body in pieces whole (several parts of a multipart upload)", async () => {
      const bytes = patterned(11 * 1024 * 1024 + 123);
      async function* pieces() {
        for (let start = 0; start < bytes.length; start += 1024 * 1024) yield bytes.slice(start, start + 1024 * 1024);
      }
      await store.put("files/video.mp4", pieces());
      expect((await store.stat("files/video.mp4"))?.size).toBe(bytes.length);
      // Compared as buffers: a deep equality over 11 million elements takes seconds.
      const got = await store.get("files/video.mp4");
      expect(got && Buffer.from(bytes).equals(got)).toBe(true);
    });

    it("replaces a file whole, with a new version", async () => {
      await store.put("files/demo/public/slide.jpg", text("old"));
      const before = await store.stat("files/demo/public/slide.jpg");
      await store.put("files/demo/public/slide.jpg", text("newer"));
      const after = await store.stat("files/demo/public/slide.jpg");
      expect(await textAt("files/demo/public/slide.jpg")).toBe("newer");
      expect(after?.size).toBe(5);
      expect(after?.version).not.toBe(before?.version);
      expect(await store.list("files/demo/public")).toEqual(["files/demo/public/slide.jpg"]);
    });

    it("answers null for a missing file and for a folder", async () => {
      await store.put("files/tc/a.pdf", new Uint8Array([1]));
      expect(await store.get("files/missing.pdf")).toBeNull();
      expect(await store.stat("files/missing.pdf")).toBeNull();
      expect(await store.get("files/tc")).toBeNull();
      expect(await store.stat("files/tc")).toBeNull();
      expect(await store.get("cache/nothing/here.jpg")).toBeNull();
    });

    it("leaves no file, and no partial one, when the body fails midway", async () => {
      async function* failing() {
        yield patterned(100_000);
        throw new Error("the upload broke off");
      }
      await expect(store.put("files/broken.jpg", failing())).rejects.toThrow("the upload broke off");
      expect(await store.stat("files/broken.jpg")).toBeNull();
      expect(await store.list("files", { recursive: true })).toEqual([]);
    });

    it("leaves no file when a large body fails after several parts", async () => {
      async function* failing() {
        for (let part = 0; part < 12; part++) yield patterned(1024 * 1024);
        throw new Error("the connection dropped");
      }
      await expect(store.put("files/big.mp4", failing())).rejects.toThrow("the connection dropped");
      expect(await store.stat("files/big.mp4")).toBeNull();
      expect(await store.list("files", { recursive: true })).toEqual([]);
    });

    it("keeps the old file whole when its replacement fails midway", async () => {
      await store.put("files/demo/public/logo.png", text("the old logo"));
      async function* failing() {
        yield text("half a new");
        throw new Error("disk full");
      }
      await expect(store.put("files/demo/public/logo.png", failing())).rejects.toThrow("disk full");
      expect(await textAt("files/demo/public/logo.png")).toBe("the old logo");
      expect(await store.list("files/demo/public")).toEqual(["files/demo/public/logo.png"]);
    });

    it("writes caches that need not survive a power cut, the same way otherwise", async () => {
      await store.put("cache/variants/a.jpg/v1-w320.webp", new Uint8Array([1, 2, 3]), { durable: false });
      expect(await bytesAt("cache/variants/a.jpg/v1-w320.webp")).toEqual(new Uint8Array([1, 2, 3]));
    });
  });

  describe("stream", () => {
    const bytes = patterned(200_000);
    beforeEach(() => store.put("files/demo/public/clip.mp4", bytes));

    it.each([
      [0, 0],
      [0, 99],
      [65_530, 65_545],
      [1000, 150_000],
      [199_999, 199_999],
      [0, 199_999],
    ])("gives exactly bytes %i to %i", async (start, end) => {
      const got = await readAll(store.stream("files/demo/public/clip.mp4", { start, end }));
      expect(got.length).toBe(end - start + 1);
      expect(got).toEqual(bytes.subarray(start, end + 1));
    });

    it("gives the whole file without a range, and the rest of it from a start", async () => {
      expect(await readAll(store.stream("files/demo/public/clip.mp4"))).toEqual(bytes);
      expect(await readAll(store.stream("files/demo/public/clip.mp4", { start: 150_000 }))).toEqual(
        bytes.subarray(150_000),
      );
    });

    it("streams with the version of its stat", async () => {
      const stat = await store.stat("files/demo/public/clip.mp4");
      const got = await readAll(
        store.stream("files/demo/public/clip.mp4", { start: 10, end: 19, version: stat?.version }),
      );
      expect(got).toEqual(bytes.subarray(10, 20));
    });

    it("refuses a file replaced after the stat the caller answered from", async () => {
      const stat = await store.stat("files/demo/public/clip.mp4");
      await store.put("files/demo/public/clip.mp4", patterned(200_000, 3));
      const stream = store.stream("files/demo/public/clip.mp4", { start: 0, end: 99, version: stat?.version });
      await expect(readAll(stream)).rejects.toThrow("File changed while serving");
    });

    it("fails for a missing file, and opens nothing until read", async () => {
      const stream = store.stream("files/none.mp4", { start: 0, end: 10 });
      await store.put("files/none.mp4", new Uint8Array(11));
      // Opened only now, at the first read: the file written in between is found.
      expect((await readAll(stream)).length).toBe(11);
      await expect(readAll(store.stream("files/still-none.mp4"))).rejects.toThrow("No stored file");
    });

    it("lets a reader stop early", async () => {
      const reader = store.stream("files/demo/public/clip.mp4").getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
      // The store is still fully usable afterwards.
      expect((await readAll(store.stream("files/demo/public/clip.mp4", { start: 0, end: 9 }))).length).toBe(10);
    });
  });

  folderContract(() => store);

  describe("keys", () => {
    it.each(invalidKeys)("refuses %j for every operation", async (key) => {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.stat(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.touch(key)).rejects.toThrow(InvalidStorageKeyError);
      expect(() => store.stream(key)).toThrow(InvalidStorageKeyError);
    });

    it("refuses folders outside the areas to list", async () => {
      for (const prefix of ["", "/", "..", "../", "/etc", "school.db", "files/../cache"])
        await expect(store.list(prefix), prefix).rejects.toThrow(InvalidStorageKeyError);
    });
  });

  describe("check", () => {
    it("resolves on a store it can reach, and writes nothing there", async () => {
      await expect(store.check()).resolves.toBeUndefined();
      for (const area of ["files", "cache", "staging"]) expect(await store.list(area, { recursive: true })).toEqual([]);
    });

    it("resolves on a store that holds files", async () => {
      for (const key of ["files/a.jpg", "files/b.jpg", "cache/c.jpg"]) await store.put(key, new Uint8Array([1]));
      await expect(store.check()).resolves.toBeUndefined();
    });
  });
}

/** Keys no store may accept: outside the areas, steps up, or names that fold into them. */
export const invalidKeys = [
  "../x",
  "/etc/passwd",
  "files/../school.db",
  "files/../../etc/passwd",
  "school.db",
  "auth-secret",
  "secrets/a.txt",
  "files",
  "",
  "files/",
  "files//a.jpg",
  "files/./a.jpg",
  "files/a/../../auth-secret",
  "files\\..\\auth-secret",
  "files/a\u0000.jpg",
  "files/\uff0e\uff0e/auth-secret",
  "files/a\uff0fb.jpg",
  `files/${"a".repeat(1100)}`,
];

/** Bytes with a pattern that shows any misplaced or missing byte; longer than one read chunk (64 KB). */
export function patterned(length: number, step = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * step) % 251;
  return bytes;
}

export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
