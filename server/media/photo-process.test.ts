import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heicHeader, phonePhoto } from "#tests/photo-fixture";
import { processPhoto, UndecodablePhoto } from "./photo-process";

/** The colour of one pixel of an image. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("a photo before it is stored", () => {
  it("the fixture really carries an orientation, a camera and a GPS position", async () => {
    const meta = await sharp(await phonePhoto()).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString("latin1")).toContain("TestCam");
    // The GPS IFD's latitude reference, as written.
    expect(meta.exif?.includes(Buffer.from("N\0", "latin1"))).toBe(true);
  });

  it("is turned the right way up: orientation 6 means the stored photo is the stored one turned clockwise", async () => {
    const stored = await processPhoto(await phonePhoto({ width: 400, height: 300 }), "jpeg");
    expect([stored.width, stored.height]).toEqual([300, 400]);
    const meta = await sharp(stored.data).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
    // The blue band on the left of the sensor's picture is at the top once turned clockwise.
    const [red, , blue] = await pixel(stored.data, 150, 20);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeLessThan(60);
    const [redBelow, , blueBelow] = await pixel(stored.data, 150, 380);
    expect(redBelow).toBeGreaterThan(150);
    expect(blueBelow).toBeLessThan(80);
  });

  it("keeps no metadata: no EXIF (so no GPS position, no camera), no XMP, no orientation tag", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const stored = await processPhoto(await phonePhoto({ format }), format);
      const meta = await sharp(stored.data).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif, format).toBeUndefined();
      expect(meta.xmp, format).toBeUndefined();
      expect(meta.orientation ?? 1, format).toBe(1);
      expect(stored.data.includes(Buffer.from("TestCam")), format).toBe(false);
      expect(stored.data.includes(Buffer.from("Exif\0\0")), format).toBe(false);
    }
  });

  it("is made at most 2560 px on its longer side, in proportion, and a small one is not enlarged", async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const stored = await processPhoto(big, "jpeg");
    expect([stored.width, stored.height]).toEqual([2560, 1920]);
    const tall = await sharp({ create: { width: 1000, height: 5120, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    expect(await processPhoto(tall, "png")).toMatchObject({ width: 500, height: 2560 });
    const small = await processPhoto(await phonePhoto({ width: 640, height: 480 }), "jpeg");
    expect([small.width, small.height]).toEqual([480, 640]);
  });

  it("refuses bytes it cannot decode as a picture", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
    await expect(processPhoto(broken, "jpeg")).rejects.toBeInstanceOf(UndecodablePhoto);
    await expect(processPhoto(heicHeader(), "jpeg")).rejects.toBeInstanceOf(UndecodablePhoto);
  });
});
