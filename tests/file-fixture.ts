import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { createDiskStore, type DiskStore } from "#content/storage/disk-store";

/** Marker written into every file a request must never be able to read. */
export const secretMarker = "TOP-SECRET-DO-NOT-SERVE";

export const notFoundBody = { error: { code: "not_found", message: "File not found." } };

export type Fixture = {
  root: string;
  /** The file store over `root`, as the server makes one over DATA_DIR. */
  files: DiskStore;
  filesDir: string;
  cacheDir: string;
  pdfBytes: Buffer;
  pdfHashName: string;
  jpegHashName: string;
  certificateName: string;
  videoBytes: Buffer;
  cleanup(): void;
};

const tinyPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A valid PNG header claiming 10000×10000 pixels, over the decoder's pixel limit. */
async function oversizedPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function write(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/**
 * A DATA_DIR-like temp folder: served files, plus secrets outside `files/` and in a hidden
 * folder inside it, and symlinks that try to reach them.
 */
export async function createFixture(): Promise<Fixture> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "file-routes-"));
  const filesDir = path.join(root, "files");
  const cacheDir = path.join(root, "cache");
  const at = (relative: string) => path.join(filesDir, relative);

  write(path.join(root, "secret.jpg"), secretMarker);
  write(path.join(root, "secret.pdf"), secretMarker);
  write(at(".hidden/secret.jpg"), secretMarker);
  write(at("demo/public/notes.txt"), secretMarker);

  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: "#fff0" } })
    .png()
    .toBuffer();
  const pdfHashName = `${createHash("sha256").update(tinyPdf).digest("hex")}.pdf`;
  const jpegHashName = `${createHash("sha256").update(jpeg).digest("hex")}.jpg`;
  const certificateName = `${"0123456789abcdef".repeat(2)}.pdf`;
  // Larger than one read chunk, with a pattern that shows any misplaced byte.
  const videoBytes = Buffer.alloc(200_000, 0);
  for (let i = 0; i < videoBytes.length; i++) videoBytes[i] = (i * 7) % 251;

  write(at(pdfHashName), tinyPdf);
  write(at(jpegHashName), jpeg);
  write(at(`tc/${certificateName}`), tinyPdf);
  write(at("demo/public/slides/slide-01.jpg"), jpeg);
  write(at("demo/public/logo.png"), png);
  write(at("demo/public/icon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  write(at("demo/public/clip.mp4"), videoBytes);
  write(at("demo/public/broken.jpg"), "this is not a jpeg at all");
  write(at("demo/public/huge.png"), await oversizedPng());
  fs.mkdirSync(at("demo/public/folder.jpg"), { recursive: true });

  fs.symlinkSync(path.join(root, "secret.jpg"), at("demo/public/link-out.jpg"));
  fs.symlinkSync(root, at("demo/public/outdir"));
  fs.symlinkSync("../../.hidden/secret.jpg", at("demo/public/to-hidden.jpg"));
  fs.symlinkSync("../../demo/public/notes.txt", at("demo/public/notes-as.jpg"));
  fs.symlinkSync("slides/slide-01.jpg", at("demo/public/link-in.jpg"));

  return {
    root,
    files: createDiskStore(root),
    filesDir,
    cacheDir,
    pdfBytes: tinyPdf,
    pdfHashName,
    jpegHashName,
    certificateName,
    videoBytes,
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
