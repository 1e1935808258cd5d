import sharp from "sharp";

/**
 * Photos made in the test, as a phone would write them: a coloured band on the left (so a turn
 * shows), EXIF orientation 6 ("turn 90° clockwise to view"), a camera make and model, and a GPS
 * position in the GPS IFD (libvips' IFD3).
 */
export async function phonePhoto(
  options: { width?: number; height?: number; format?: "jpeg" | "png" | "webp"; background?: string } = {},
): Promise<Buffer> {
  const width = options.width ?? 400;
  const height = options.height ?? 300;
  const band = { create: { width: Math.round(width / 4), height, channels: 3 as const, background: "#0000ff" } };
  let image = sharp({ create: { width, height, channels: 3, background: options.background ?? "#c80a0a" } }).composite([
    { input: band, left: 0, top: 0 },
  ]);
  image = options.format === "png" ? image.png() : options.format === "webp" ? image.webp() : image.jpeg();
  return image
    .withExif({
      IFD0: { Make: "TestCam", Model: "Phone 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "28/1 36/1 5000/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 12/1 3000/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The first bytes of an iPhone's HEIC file: an ISO box `ftyp` with the brand `heic`. */
export function heicHeader(): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.writeUInt32BE(0, 12);
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(200, 7)]);
}

/** A minimal PDF: a header, one empty page, a trailer. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}
