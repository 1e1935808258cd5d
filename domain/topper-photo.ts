import { sniffCertificate } from "./certificate-file";

/**
 * A topper's photo from the admin area's file input (issue 14): a JPEG, PNG or WebP, told from
 * its first bytes like a certificate's, at most 10 MB. The image service makes its sizes.
 */
export type PhotoType = "jpg" | "png" | "webp";
export const maxPhotoBytes = 10 * 1024 * 1024;

function isWebp(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(0, 12));
  return text.startsWith("RIFF") && text.slice(8, 12) === "WEBP";
}

export function checkPhoto(bytes: Uint8Array): { ok: true; type: PhotoType } | { ok: false; reason: string } {
  if (bytes.length === 0) return { ok: false, reason: "The photo is empty." };
  if (bytes.length > maxPhotoBytes) return { ok: false, reason: "The photo is larger than 10 MB." };
  if (isWebp(bytes)) return { ok: true, type: "webp" };
  const type = sniffCertificate(bytes.subarray(0, 8));
  if (type === "jpg" || type === "png") return { ok: true, type };
  return { ok: false, reason: "The photo is not a JPEG, PNG or WebP picture." };
}
