import sharp from "sharp";
import { maxPhotoEdge } from "#domain/media-rules";
import { isPhotoType, type PhotoType, sniffLength, sniffType, storedFormats } from "#domain/media-type";
import { limitConcurrency } from "#server/files/limit-concurrency";

/**
 * What happens to every picture staff send, by any route, before it is stored (issue 14,
 * decision 0061; issue 21, decision 0080): turned the right way up from its EXIF orientation,
 * made at most 2560 px on its longer side (or cut to a fixed frame, for a hero slide), and
 * written again without any metadata (sharp keeps none unless asked: no EXIF, no GPS position,
 * no camera serial, no XMP). It keeps its format, so a PNG's transparency and a WebP's size survive.
 * This file is the one place that does it: the uploads, the toppers' form, the hero slides and
 * the transfer certificates' pictures all call processPhoto.
 */

export type ProcessedPhoto = { data: Buffer; width: number; height: number };

export class UndecodablePhoto extends Error {}

/** A phone photo is 12–50 megapixels; a decompression bomb is far more. */
const maxInputPixels = 120_000_000;

// One photo at a time per process: decoding a 25 MB JPEG takes hundreds of MB and a core.
const oneAtATime = limitConcurrency(1);

/**
 * A fixed frame the photo is cut to, around what sharp finds most interesting (the carousel's
 * 16:7 hero slides), instead of being fitted within 2560 × 2560 whole.
 */
export type PhotoFrame = { width: number; height: number };

/**
 * The bytes re-encoded as `format`: the type they were sniffed as, so a photo keeps its format;
 * a hero slide asks for JPEG whatever it was sent as, since the carousel asks for `slide-NN.jpg`.
 */
export function processPhoto(bytes: Uint8Array, format: PhotoType, frame?: PhotoFrame): Promise<ProcessedPhoto> {
  return oneAtATime(async () => {
    let pipeline = sharp(bytes, { failOn: "error", limitInputPixels: maxInputPixels })
      .rotate()
      .resize(
        frame
          ? { ...frame, fit: "cover", position: sharp.strategy.attention }
          : { width: maxPhotoEdge, height: maxPhotoEdge, fit: "inside", withoutEnlargement: true },
      );
    if (format === "jpeg") {
      // A transparent PNG made a JPEG (a hero slide) shows white where it was clear, not black.
      pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: frame ? 82 : 85, mozjpeg: true });
    } else if (format === "png") pipeline = pipeline.png();
    else pipeline = pipeline.webp({ quality: 85 });
    try {
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch (error) {
      throw new UndecodablePhoto(error instanceof Error ? error.message : String(error));
    }
  });
}

export type CleanPhoto = ProcessedPhoto & { extension: string };

/**
 * For a route that checked the file with its own rules and messages (a topper's photo, a
 * certificate's scan): the type read again from the bytes, the photo through processPhoto, and
 * the extension of what it is. UndecodablePhoto when the bytes are not a JPEG, PNG or WebP
 * that sharp can read.
 */
export async function cleanPhoto(bytes: Uint8Array): Promise<CleanPhoto> {
  const type = sniffType(bytes.subarray(0, sniffLength));
  if (!isPhotoType(type)) throw new UndecodablePhoto(`not a JPEG, PNG or WebP picture (${type})`);
  const processed = await processPhoto(bytes, type);
  return { ...processed, extension: storedFormats[type].extension };
}
