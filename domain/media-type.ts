/**
 * What a file is, read from its first bytes (issue 14): a name says nothing, since anyone can
 * rename a HEIC photo to `.jpg`. Pure, so the rule is tested without a server.
 */

export const sniffedTypes = ["jpeg", "png", "webp", "pdf", "mp4", "heic", "avif", "gif", "unknown"] as const;
export type SniffedType = (typeof sniffedTypes)[number];

/** The photo types the server decodes, resizes and stores. */
export const photoTypes = ["jpeg", "png", "webp"] as const;
export type PhotoType = (typeof photoTypes)[number];

/** The extension and Content-Type a stored file of each accepted type gets. */
export const storedFormats = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  webp: { extension: "webp", contentType: "image/webp" },
  pdf: { extension: "pdf", contentType: "application/pdf" },
  mp4: { extension: "mp4", contentType: "video/mp4" },
} as const;
export type StoredType = keyof typeof storedFormats;

/** How much of a file sniffing needs to see. */
export const sniffLength = 32;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** ISO base media brands (HEIF, AVIF): the `ftyp` box's major brand, at bytes 8–11. */
const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const avifBrands = new Set(["avif", "avis"]);
/** MP4 video brands phones and editors write (the principal's message video, issue 13). */
const mp4Brands = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "MSNV",
  "3gp4",
  "3gp5",
]);

export function sniffType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("ftyp"), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (avifBrands.has(brand)) return "avif";
    if (heifBrands.has(brand)) return "heic";
    if (mp4Brands.has(brand)) return "mp4";
  }
  return "unknown";
}

export function isPhotoType(type: SniffedType): type is PhotoType {
  return (photoTypes as readonly string[]).includes(type);
}

/** How a refusal names a type the server does not take, in a clerk's words. */
export const typeNames: Record<SniffedType, string> = {
  jpeg: "a JPEG photo",
  png: "a PNG picture",
  webp: "a WebP picture",
  pdf: "a PDF",
  mp4: "an MP4 video",
  heic: "a HEIC photo (the iPhone's own format)",
  avif: "an AVIF picture",
  gif: "a GIF",
  unknown: "not a kind of file the site can read",
};
