import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { longestStall } from "#tests/event-loop-stall";
import { deflatedZeros, lyingZip } from "#tests/fixtures/lying-zip";
import { receiveCertificateFiles } from "./certificate-uploads";
import { OutgrownEntry, readZipDirectory, readZipEntry, UnreadableZip } from "./zip-entries";

describe("readZipDirectory and readZipEntry", () => {
  it("read what an archiver writes: names, folders, stored and deflated entries", async () => {
    const zip = zipSync({
      "scans/A-1.pdf": [strToU8("%PDF-1.4 one"), { level: 0 }],
      "scans/Ä-2.pdf": [strToU8(`%PDF-1.4 ${"two ".repeat(1000)}`), { level: 9 }],
      "empty/": new Uint8Array(0),
    });
    const entries = readZipDirectory(zip);
    expect(entries.map((entry) => [entry.name, entry.declaredSize])).toEqual([
      ["scans/A-1.pdf", 12],
      ["scans/Ä-2.pdf", 4009],
      ["empty/", 0],
    ]);
    const [one, two] = entries;
    if (!one || !two) throw new Error("entries missing");
    expect(new TextDecoder().decode(await readZipEntry(zip, one))).toBe("%PDF-1.4 one");
    expect(new TextDecoder().decode(await readZipEntry(zip, two))).toBe(`%PDF-1.4 ${"two ".repeat(1000)}`);
  });

  it("stops an entry as soon as it unpacks to more than it declares", async () => {
    const zip = lyingZip([{ name: "A-1.pdf", declaredSize: 1024, data: await deflatedZeros(256) }]);
    const [entry] = readZipDirectory(zip);
    if (!entry) throw new Error("entry missing");
    const started = performance.now();
    await expect(readZipEntry(zip, entry)).rejects.toBeInstanceOf(OutgrownEntry);
    // Inflating all 256 MB takes about 0.8 s here; stopping after the first chunk, milliseconds.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("refuses what is not a ZIP's structure", () => {
    expect(() => readZipDirectory(strToU8("PK\u0003\u0004 not really a zip"))).toThrow(UnreadableZip);
    const zip = zipSync({ "A-1.pdf": strToU8("%PDF-1.4") });
    expect(() => readZipDirectory(zip.subarray(0, zip.length - 30))).toThrow(UnreadableZip);
  });
});

describe("receiveCertificateFiles", () => {
  it("unpacks a large honest ZIP without holding the event loop", async () => {
    // Eight 16 MB scans: unzipSync held the loop for all 128 MB at once (about 0.5 s here).
    const scan = await deflatedZeros(16);
    const zip = lyingZip(
      Array.from({ length: 8 }, (_, index) => ({
        name: `A-${index}.pdf`,
        declaredSize: 5 + 16 * 1024 * 1024,
        data: scan,
      })),
    );
    const { result, stallMs, totalMs } = await longestStall(() =>
      receiveCertificateFiles([new File([new Uint8Array(zip)], "scans.zip")]),
    );
    if (!Array.isArray(result)) throw new Error("the ZIP was refused");
    expect(result.map((entry) => [entry.file, entry.ok])).toEqual(
      Array.from({ length: 8 }, (_, index) => [`A-${index}.pdf`, true]),
    );
    // unzipSync was one stall as long as the whole unpacking; now the loop turns between chunks. Compared
    // with the work's own length, so a busy machine slows both alike.
    expect(stallMs).toBeLessThan(totalMs / 2);
  });

  it("refuses the whole upload at the first entry that outgrows its declared size, naming it", async () => {
    const zip = lyingZip([
      { name: "A-1.pdf", declaredSize: 5 + 1024 * 1024, data: await deflatedZeros(1) },
      { name: "A-2.pdf", declaredSize: 1024, data: await deflatedZeros(64) },
      { name: "A-3.pdf", declaredSize: 1024, data: await deflatedZeros(64) },
    ]);
    const result = await receiveCertificateFiles([new File([new Uint8Array(zip)], "scans.zip")]);
    expect(result).toEqual({
      refused: expect.stringMatching(/^In scans\.zip, A-2\.pdf unpacks to more than the 1 KB /),
    });
  });
});
