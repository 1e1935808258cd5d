import sharp from "sharp";
import { heroSlideSize } from "#domain/hero-slides";
import { maxPhotoEdge } from "#domain/media-rules";
import type { PhotoType } from "#domain/media-type";
import { limitConcurrency } from "#server/files/limit-concurrency";

/**
 * What happens to a photo before it is stored (issue 14): turned the right way up from its EXIF
 * orientation, made at most 2560 px on its longer side, and written again without any metadata
 * (sharp keeps none unless asked: no EXIF, no GPS position, no camera serial, no XMP).
 * It keeps its format, so a PNG's transparency and a WebP's size survive.
 */

export type ProcessedPhoto = { data: Buffer; width: number; height: number };

export class UndecodablePhoto extends Error {}

/** A phone photo is 12–50 megapixels; a decompression bomb is far more. */
const maxInputPixels = 120_000_000;

// One photo at a time per process: decoding a 25 MB JPEG takes hundreds of MB and a core.
const oneAtATime = limitConcurrency(1);

export function processPhoto(bytes: Uint8Array, type: PhotoType): Promise<ProcessedPhoto> {
  return oneAtATime(async () => {
    let pipeline = sharp(bytes, { failOn: "error", limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: maxPhotoEdge, height: maxPhotoEdge, fit: "inside", withoutEnlargement: true });
    if (type === "jpeg") pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else if (type === "png") pipeline = pipeline.png();
    else pipeline = pipeline.webp({ quality: 85 });
    try {
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch (error) {
      throw new UndecodablePhoto(error instanceof Error ? error.message : String(error));
    }
  });
}

/**
 * A hero slide: the same treatment, then cut to the carousel's 16:7 frame around what sharp finds
 * most interesting, and always a JPEG, since the carousel asks for `slide-NN.jpg`.
 */
export function processHeroSlide(bytes: Uint8Array): Promise<ProcessedPhoto> {
  return oneAtATime(async () => {
    const pipeline = sharp(bytes, { failOn: "error", limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ ...heroSlideSize, fit: "cover", position: sharp.strategy.attention })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true });
    try {
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch (error) {
      throw new UndecodablePhoto(error instanceof Error ? error.message : String(error));
    }
  });
}
