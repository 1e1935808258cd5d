import { mediaPaths } from "#app/admin/lib/media-paths.ts";
import { sendFile } from "#app/admin/lib/send-file.ts";
import { outcomeOf } from "#app/admin/lib/upload-queue.ts";
import type { PhotoRecord } from "#domain/media-records";
import { displayName, uploadRefusal } from "#domain/media-rules";
import { sniffLength, sniffType } from "#domain/media-type";

/**
 * A picture for written content goes through the media pipeline like any album photo (issue 23):
 * the same upload address, so it is turned upright, made at most 2560 px and stripped of its
 * location; the same checks first, so a HEIC photo or a 40 MB scan is refused at once, in the
 * server's words.
 */
export type PictureUpload = { ok: true; file: PhotoRecord } | { ok: false; message: string };

export function isImageFile(file: { type: string; name: string }): boolean {
  return file.type.startsWith("image/") || /\.(jpe?g|png|webp|heic|heif|gif)$/i.test(file.name);
}

export async function uploadPicture(
  school: string,
  file: File,
  onProgress: (sent: number) => void,
  onSent: () => void = () => {},
): Promise<PictureUpload> {
  const head = new Uint8Array(await file.slice(0, sniffLength).arrayBuffer());
  const refused = uploadRefusal("photo", displayName(file.name), file.size, sniffType(head));
  if (refused) return { ok: false, message: refused.message };
  const { status, body } = await sendFile(mediaPaths.photos(school), file, onProgress, onSent);
  const outcome = outcomeOf(status, body);
  if (outcome.state !== "done") return { ok: false, message: outcome.message ?? "The upload failed. Try again." };
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    answer = undefined;
  }
  const stored = (answer as { file?: unknown } | undefined)?.file;
  if (!isPhotoRecord(stored)) return { ok: false, message: "The server's answer could not be read. Try again." };
  return { ok: true, file: stored };
}

/**
 * The fields of an upload the editor uses, checked by hand: zod's schemas would bring its code into the
 * admin's browser bundle, and zod tries `new Function` there, which the page's policy refuses (and reports).
 */
function isPhotoRecord(value: unknown): value is PhotoRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const size = (field: unknown) => field === null || typeof field === "number";
  return (
    typeof record.path === "string" &&
    typeof record.name === "string" &&
    typeof record.alt === "string" &&
    typeof record.decorative === "boolean" &&
    size(record.width) &&
    size(record.height)
  );
}

/** The school's uploaded photos, newest first; or, given `paths`, those uploads. Empty when they cannot be had. */
export async function fetchPictures(school: string, paths?: readonly string[]): Promise<PhotoRecord[]> {
  const query = paths ? `?${paths.map((path) => `path=${encodeURIComponent(path)}`).join("&")}` : "";
  try {
    const response = await fetch(`${mediaPaths.photos(school)}${query}`, { headers: { accept: "application/json" } });
    if (!response.ok) return [];
    const data = ((await response.json()) as { data?: unknown }).data;
    return Array.isArray(data) ? data.filter(isPhotoRecord) : [];
  } catch {
    return [];
  }
}
