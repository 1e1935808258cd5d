import { isPhotoType, type SniffedType, typeNames } from "./media-type";

/**
 * What an upload may be (issue 14): photos up to 25 MB, PDFs up to 20 MB, each school within its
 * storage quota. Every refusal names the file, so a person who dropped forty files knows which
 * one to fix. Pure rules; the server reads the bytes and the usage and asks these.
 */

const megabyte = 1024 * 1024;
export const maxPhotoBytes = 25 * megabyte;
export const maxDocumentBytes = 20 * megabyte;
/** A short video (the principal's message): about two minutes of phone video at 720p. */
export const maxVideoBytes = 60 * megabyte;
/** The longest side a stored photo keeps: sharp on a 4K screen, a fraction of a phone photo's bytes. */
export const maxPhotoEdge = 2560;

export type UploadKind = "photo" | "document" | "video";

export const uploadLimits: Record<UploadKind, number> = {
  photo: maxPhotoBytes,
  document: maxDocumentBytes,
  video: maxVideoBytes,
};

/** "2.4 MB", "512 KB", "1.2 GB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 100 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/** Why an upload is refused: its kind (`type`), its size (`size`, `empty`), or the quota (`quota`). */
export type Refusal = { reason: "empty" | "type" | "size" | "quota"; message: string };

/** Why a file of this size and sniffed type is refused as `kind`, or undefined when it is taken. */
export function uploadRefusal(kind: UploadKind, name: string, size: number, type: SniffedType): Refusal | undefined {
  if (size === 0) return { reason: "empty", message: `${name} is empty.` };
  if (kind === "photo") {
    if (type === "heic") {
      return {
        reason: "type",
        message: `${name} is ${typeNames.heic}, which the site cannot show. Save it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload it again.`,
      };
    }
    if (!isPhotoType(type)) {
      return { reason: "type", message: `${name} is ${typeNames[type]}. Photos must be JPEG, PNG or WebP.` };
    }
  } else if (kind === "video") {
    if (type !== "mp4") {
      return { reason: "type", message: `${name} is ${typeNames[type]}. A video must be an MP4 file.` };
    }
  } else if (type !== "pdf") {
    return {
      reason: "type",
      message: `${name} is ${typeNames[type]}, not a PDF. Attachments and certificates must be PDF files.`,
    };
  }
  const limit = uploadLimits[kind];
  if (size > limit) {
    const what = kind === "photo" ? "a photo" : kind === "video" ? "a video" : "a PDF";
    return {
      reason: "size",
      message: `${name} is ${formatBytes(size)}; ${what} may be at most ${formatBytes(limit)}.`,
    };
  }
  return undefined;
}

export type StorageUsage = { usedBytes: number; quotaBytes: number };

/** Why adding `size` bytes would take the school over its quota, or undefined when it fits. */
export function quotaRefusal(usage: StorageUsage, name: string, size: number): Refusal | undefined {
  if (usage.usedBytes + size <= usage.quotaBytes) return undefined;
  const left = Math.max(0, usage.quotaBytes - usage.usedBytes);
  return {
    reason: "quota",
    message: `${name} (${formatBytes(size)}) does not fit: the school has ${formatBytes(left)} of its ${formatBytes(usage.quotaBytes)} of storage left. Remove unused photos or ask the platform's operator for more space.`,
  };
}

/** A file name as shown in messages: its last part, without control characters, at most 120 characters. */
export function displayName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (base === "") return "The file";
  return [...base].length > 120 ? `${[...base].slice(0, 117).join("")}…` : base;
}
