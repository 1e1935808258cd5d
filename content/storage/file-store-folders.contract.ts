import { beforeEach, describe, expect, it } from "vitest";
import type { FileStore } from "./file-store";
import { InvalidStorageKeyError } from "./storage-key";

/**
 * What every file store promises about folders (file-store.ts): listing, deleting, touching and
 * replacing a folder whole. Part of fileStoreContract (file-store.contract.ts), which opens an
 * empty store before each test; `current` gives it.
 */
export function folderContract(current: () => FileStore): void {
  let store: FileStore;
  beforeEach(() => {
    store = current();
  });

  const text = (value: string) => new TextEncoder().encode(value);
  const textAt = async (key: string) => new TextDecoder().decode((await store.get(key)) ?? undefined);

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
      expect(await store.list("cache", { recursive: true })).toEqual(["cache/variants/a.jpg/v1-w320.webp"]);
      expect(await store.list("staging")).toEqual([]);
      expect(await store.list("files/nowhere", { recursive: true })).toEqual([]);
      // A folder's name is a prefix of whole segments: files/t is not files/tc.
      expect(await store.list("files/t", { recursive: true })).toEqual([]);
    });

    it("lists and deletes folders of more files than one page of an object store's listing", async () => {
      // The S3 store's test asks for pages of 10 keys; a folder of sub-folders pages on them too.
      const keys = Array.from({ length: 25 }, (_, index) => `staging/many/${String(index).padStart(2, "0")}.pdf`);
      const nested = Array.from(
        { length: 25 },
        (_, index) => `staging/many/sub-${String(index).padStart(2, "0")}/a.pdf`,
      );
      await Promise.all([...keys, ...nested].map((key) => store.put(key, new Uint8Array([1]), { durable: false })));
      expect(await store.list("staging/many")).toEqual(keys);
      expect(await store.list("staging/many", { recursive: true })).toEqual([...keys, ...nested].sort());
      await store.delete("staging/many");
      expect(await store.list("staging", { recursive: true })).toEqual([]);
    });

    it("deletes one file, or a folder and everything below it", async () => {
      await store.delete("files/a.jpg");
      expect(await store.stat("files/a.jpg")).toBeNull();
      await store.delete("files/demo");
      expect(await store.list("files/demo", { recursive: true })).toEqual([]);
      expect(await store.list("files", { recursive: true })).toEqual(["files/b.pdf", "files/tc/c.pdf"]);
      await expect(store.delete("files/a.jpg")).resolves.toBeUndefined();
      await expect(store.delete("staging/batch-none")).resolves.toBeUndefined();
      // A folder's name is a prefix of whole segments: deleting files/t leaves files/tc.
      await store.delete("files/t");
      expect(await store.list("files/tc")).toEqual(["files/tc/c.pdf"]);
    });

    it("touches an existing file, giving it a new time, and says whether there was one", async () => {
      const before = await store.stat("files/a.jpg");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.touch("files/a.jpg")).toBe(true);
      const after = await store.stat("files/a.jpg");
      expect(after?.mtimeMs).toBeGreaterThan(before?.mtimeMs ?? Number.POSITIVE_INFINITY);
      expect(new Uint8Array((await store.get("files/a.jpg")) ?? [])).toEqual(new Uint8Array([1]));
      expect(await store.touch("files/missing.jpg")).toBe(false);
      expect(await store.touch("files/tc")).toBe(false);
    });
  });

  describe("replaceFolder", () => {
    beforeEach(async () => {
      await store.put("files/demo/public/logo.png", text("old logo"));
      await store.put("files/demo/public/slides/slide-01.jpg", text("old slide"));
      await store.put("files/demo/public/gone.png", text("only in the old set"));
      await store.put("files/demo/keep.png", text("beside the folder"));
    });

    async function contents(folder: string): Promise<Record<string, string>> {
      const found: Record<string, string> = {};
      for (const key of await store.list(folder, { recursive: true }))
        found[key.slice(folder.length + 1)] = await textAt(key);
      return found;
    }

    it("puts the staged files in place of the live ones, and leaves nothing else behind", async () => {
      await store.put("files/demo/.public-new/logo.png", text("new logo"));
      await store.put("files/demo/.public-new/slides/slide-01.jpg", text("old slide"));
      await store.put("files/demo/.public-new/slides/slide 02.jpg", text("a new slide"));
      await store.replaceFolder("files/demo/public", "files/demo/.public-new");
      expect(await contents("files/demo/public")).toEqual({
        "logo.png": "new logo",
        "slides/slide-01.jpg": "old slide",
        "slides/slide 02.jpg": "a new slide",
      });
      expect(await store.list("files/demo", { recursive: true })).toEqual([
        "files/demo/keep.png",
        "files/demo/public/logo.png",
        "files/demo/public/slides/slide 02.jpg",
        "files/demo/public/slides/slide-01.jpg",
      ]);
    });

    it("fills a folder that did not exist, and empties one with a set of no files", async () => {
      await store.put("files/other/.public-new/crest.png", text("crest"));
      await store.replaceFolder("files/other/public", "files/other/.public-new");
      expect(await contents("files/other/public")).toEqual({ "crest.png": "crest" });
      await store.replaceFolder("files/demo/public", "files/demo/.public-none");
      expect(await store.list("files/demo", { recursive: true })).toEqual(["files/demo/keep.png"]);
    });

    it("refuses keys that are not folders below an area", async () => {
      await expect(store.replaceFolder("files", "files/demo/.public-new")).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.replaceFolder("files/demo/public", "../x")).rejects.toThrow(InvalidStorageKeyError);
      expect(await contents("files/demo/public")).toEqual({
        "logo.png": "old logo",
        "slides/slide-01.jpg": "old slide",
        "gone.png": "only in the old set",
      });
    });
  });
}
