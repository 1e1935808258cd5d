import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStore, type DiskStore } from "./disk-store";
import { InvalidStorageKeyError } from "./storage-key";

let root: string;
let store: DiskStore;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "disk-store-"));
  store = createDiskStore(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Bytes with a pattern that shows any misplaced or missing byte; longer than one read chunk (64 KB). */
function patterned(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 7) % 251;
  return bytes;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A stored file's bytes as a plain Uint8Array (the disk store answers a Buffer, which is one too). */
async function bytesAt(key: string): Promise<Uint8Array | null> {
  const bytes = await store.get(key);
  return bytes && new Uint8Array(bytes);
}

/** Every name in a folder on disk, temporary files included. */
function namesIn(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder)).sort();
}

describe("put and get", () => {
  it("gives back the bytes put, and stat describes them", async () => {
    const bytes = patterned(1000);
    await store.put("files/a.pdf", bytes);
    expect(await bytesAt("files/a.pdf")).toEqual(bytes);
    expect(fs.readFileSync(path.join(root, "files", "a.pdf"))).toEqual(Buffer.from(bytes));
    const stat = await store.stat("files/a.pdf");
    expect(stat).toMatchObject({ key: "files/a.pdf", size: 1000 });
    expect(stat?.mtimeMs).toBe(fs.statSync(path.join(root, "files", "a.pdf")).mtimeMs);
  });

  it("writes a body that arrives in pieces, making the folders on the way", async () => {
    async function* pieces() {
      yield new TextEncoder().encode("first ");
      yield new TextEncoder().encode("second");
    }
    await store.put("staging/batch-x/0.pdf", pieces());
    expect(new TextDecoder().decode((await store.get("staging/batch-x/0.pdf")) ?? undefined)).toBe("first second");
  });

  it("replaces a file whole, with a new version", async () => {
    await store.put("files/demo/public/slide.jpg", new TextEncoder().encode("old"));
    const before = await store.stat("files/demo/public/slide.jpg");
    await store.put("files/demo/public/slide.jpg", new TextEncoder().encode("newer"));
    const after = await store.stat("files/demo/public/slide.jpg");
    expect(new TextDecoder().decode((await store.get("files/demo/public/slide.jpg")) ?? undefined)).toBe("newer");
    expect(after?.size).toBe(5);
    expect(after?.version).not.toBe(before?.version);
    expect(namesIn("files/demo/public")).toEqual(["slide.jpg"]);
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
    expect(namesIn("files")).toEqual([]);
  });

  it("keeps the old file whole when its replacement fails midway", async () => {
    await store.put("files/demo/public/logo.png", new TextEncoder().encode("the old logo"));
    async function* failing() {
      yield new TextEncoder().encode("half a new");
      throw new Error("disk full");
    }
    await expect(store.put("files/demo/public/logo.png", failing())).rejects.toThrow("disk full");
    expect(new TextDecoder().decode((await store.get("files/demo/public/logo.png")) ?? undefined)).toBe("the old logo");
    expect(namesIn("files/demo/public")).toEqual(["logo.png"]);
  });

  it("writes caches without waiting for the disk, the same way otherwise", async () => {
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

  it("gives the whole file without a range", async () => {
    expect(await readAll(store.stream("files/demo/public/clip.mp4"))).toEqual(bytes);
  });

  it("refuses a file replaced after the stat the caller answered from", async () => {
    const stat = await store.stat("files/demo/public/clip.mp4");
    await store.put("files/demo/public/clip.mp4", patterned(200_000));
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
});

describe("delete, list and touch", () => {
  beforeEach(async () => {
    for (const key of ["files/a.jpg", "files/b.pdf", "files/tc/c.pdf", "files/demo/public/slides/slide-01.jpg"])
      await store.put(key, new Uint8Array([1]));
    await store.put("cache/variants/a.jpg/v1-w320.webp", new Uint8Array([2]), { durable: false });
  });

  it("lists the files of a folder, or every file below it, sorted", async () => {
    expect(await store.list("files")).toEqual(["files/a.jpg", "files/b.pdf"]);
    expect(await store.list("files/tc/")).toEqual(["files/tc/c.pdf"]);
    expect(await store.list("files/demo", { recursive: true })).toEqual(["files/demo/public/slides/slide-01.jpg"]);
    expect(await store.list("files/", { recursive: true })).toEqual([
      "files/a.jpg",
      "files/b.pdf",
      "files/demo/public/slides/slide-01.jpg",
      "files/tc/c.pdf",
    ]);
    expect(await store.list("staging")).toEqual([]);
    expect(await store.list("files/nowhere", { recursive: true })).toEqual([]);
  });

  it("lists neither files being written nor symbolic links", async () => {
    fs.writeFileSync(path.join(root, "files", ".tmp-0123456789abcdef"), "half");
    fs.symlinkSync("a.jpg", path.join(root, "files", "link.jpg"));
    expect(await store.list("files")).toEqual(["files/a.jpg", "files/b.pdf"]);
  });

  it("deletes one file, or a folder and everything below it", async () => {
    await store.delete("files/a.jpg");
    expect(await store.stat("files/a.jpg")).toBeNull();
    await store.delete("files/demo");
    expect(fs.existsSync(path.join(root, "files", "demo"))).toBe(false);
    expect(await store.list("files", { recursive: true })).toEqual(["files/b.pdf", "files/tc/c.pdf"]);
    await expect(store.delete("files/a.jpg")).resolves.toBeUndefined();
    await expect(store.delete("staging/batch-none")).resolves.toBeUndefined();
  });

  it("touches an existing file and says whether there was one", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    fs.utimesSync(path.join(root, "files", "a.jpg"), old, old);
    expect(await store.touch("files/a.jpg")).toBe(true);
    expect((await store.stat("files/a.jpg"))?.mtimeMs).toBeGreaterThan(old.getTime() + 1000);
    expect(await store.touch("files/missing.jpg")).toBe(false);
    expect(await store.touch("files/tc")).toBe(false);
  });
});

describe("keys", () => {
  it.each([
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
  ])("refuses %j for every operation", async (key) => {
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

  it("never writes the disk store's own temporary names as keys", async () => {
    await expect(store.put("files/.tmp-0123", new Uint8Array([1]))).rejects.toThrow(InvalidStorageKeyError);
  });

  it("follows a symbolic link only while it stays in its area", async () => {
    fs.writeFileSync(path.join(root, "auth-secret"), "secret");
    await store.put("files/demo/public/slides/slide-01.jpg", new Uint8Array([9]));
    await store.put("cache/youtube/abc.jpg", new Uint8Array([8]));
    const link = (target: string, name: string) => fs.symlinkSync(target, path.join(root, "files", "demo", name));
    link("public/slides/slide-01.jpg", "inside.jpg");
    link(path.join(root, "auth-secret"), "out.jpg");
    link(path.join(root, "cache", "youtube", "abc.jpg"), "other-area.jpg");
    expect(await store.stat("files/demo/inside.jpg")).toMatchObject({ key: "files/demo/public/slides/slide-01.jpg" });
    expect(await bytesAt("files/demo/inside.jpg")).toEqual(new Uint8Array([9]));
    for (const key of ["files/demo/out.jpg", "files/demo/other-area.jpg"]) {
      expect(await store.stat(key), key).toBeNull();
      expect(await store.get(key), key).toBeNull();
      expect(await store.touch(key), key).toBe(false);
      await expect(readAll(store.stream(key)), key).rejects.toThrow("No stored file");
    }
  });

  it("writes nothing through a linked folder that leads out of the area", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "disk-store-outside-"));
    try {
      fs.mkdirSync(path.join(root, "files"), { recursive: true });
      fs.symlinkSync(outside, path.join(root, "files", "escape"));
      await expect(store.put("files/escape/a.jpg", new Uint8Array([1]))).rejects.toThrow("outside its area");
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(await store.list("files/escape")).toEqual([]);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it("serves an area that is itself a link to a shared volume", async () => {
    const volume = fs.mkdtempSync(path.join(os.tmpdir(), "disk-store-volume-"));
    try {
      fs.symlinkSync(volume, path.join(root, "files"));
      await store.put("files/tc/a.pdf", new Uint8Array([7]));
      expect(fs.readFileSync(path.join(volume, "tc", "a.pdf"))).toEqual(Buffer.from([7]));
      expect(await store.stat("files/tc/a.pdf")).toMatchObject({ key: "files/tc/a.pdf", size: 1 });
      expect(await store.list("files/tc")).toEqual(["files/tc/a.pdf"]);
    } finally {
      fs.rmSync(volume, { recursive: true, force: true });
    }
  });

  it("gives the path on disk of a key, for the one caller that swaps folders", () => {
    expect(store.localPath("files/demo")).toBe(path.join(root, "files", "demo"));
    expect(() => store.localPath("../x")).toThrow(InvalidStorageKeyError);
  });
});

describe("check", () => {
  it("resolves on a folder it may read and write, and writes nothing there", async () => {
    await expect(store.check()).resolves.toBeUndefined();
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("fails when the root is missing or is not a folder (a volume not mounted)", async () => {
    await expect(createDiskStore(path.join(root, "missing")).check()).rejects.toThrow();
    fs.writeFileSync(path.join(root, "plain-file"), "x");
    await expect(createDiskStore(path.join(root, "plain-file")).check()).rejects.toThrow(/not a folder/);
  });
});
