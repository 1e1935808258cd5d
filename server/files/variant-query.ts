import { type ImageCrop, type ImageWidth, imageCrops, imageWidths } from "#domain/image-widths";

/** Formats an image may be converted to. */
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export type VariantRequest = { width?: ImageWidth; format?: ImageFormat; crop?: ImageCrop };

export type VariantQuery = { ok: true; variant: VariantRequest | undefined } | { ok: false; message: string };

const widthList = imageWidths.join(", ");
const formatList = imageFormats.join(", ");
const cropList = imageCrops.join(", ");

function single(params: URLSearchParams, name: string): string | undefined | null {
  const values = params.getAll(name);
  if (values.length > 1) return null;
  return values[0];
}

/**
 * Reads `w`, `crop` and `format`. Values must match the lists exactly (no `0320`, no `WEBP`), so
 * each variant has one spelling and one cache entry. Other parameters (cache busters)
 * are ignored.
 */
export function parseVariantQuery(params: URLSearchParams, raster: boolean): VariantQuery {
  const width = single(params, "w");
  const format = single(params, "format");
  const crop = single(params, "crop");
  if (width === null) return { ok: false, message: `Give "w" only once. Allowed widths: ${widthList}.` };
  if (format === null) return { ok: false, message: `Give "format" only once. Allowed formats: ${formatList}.` };
  if (crop === null) return { ok: false, message: `Give "crop" only once. Allowed crops: ${cropList}.` };
  if (width === undefined && format === undefined && crop === undefined) return { ok: true, variant: undefined };
  if (!raster) {
    return {
      ok: false,
      message: `"w", "crop" and "format" apply only to jpg, jpeg, png, webp, avif and gif images.`,
    };
  }
  const variant: VariantRequest = {};
  if (crop !== undefined) {
    const known = imageCrops.find((allowed) => allowed === crop);
    if (known === undefined) {
      return { ok: false, message: `Unsupported crop ${JSON.stringify(crop)}. Allowed crops: ${cropList}.` };
    }
    if (width !== undefined) return { ok: false, message: `Give "w" or "crop", not both.` };
    variant.crop = known;
  }
  if (width !== undefined) {
    const known = imageWidths.find((allowed) => String(allowed) === width);
    if (known === undefined) {
      return { ok: false, message: `Unsupported width ${JSON.stringify(width)}. Allowed widths: ${widthList}.` };
    }
    variant.width = known;
  }
  if (format !== undefined) {
    const known = imageFormats.find((allowed) => allowed === format);
    if (known === undefined) {
      return { ok: false, message: `Unsupported format ${JSON.stringify(format)}. Allowed formats: ${formatList}.` };
    }
    variant.format = known;
  }
  return { ok: true, variant };
}
