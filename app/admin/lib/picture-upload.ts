import { mediaPaths } from "#app/admin/lib/media-paths.ts";
import { sendFile } from "#app/admin/lib/send-file.ts";
import { outcomeOf } from "#app/admin/lib/upload-queue.ts";
import { type PhotoRecord, photoSchema, uploadResultSchema } from "#domain/media-records";
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
  try {
    return { ok: true, file: uploadResultSchema.parse(JSON.parse(body)).file };
  } catch {
    return { ok: false, message: "The server's answer could not be read. Try again." };
  }
}

/** The school's uploaded photos, newest first; or, given `paths`, those uploads. Empty when they cannot be had. */
export async function fetchPictures(school: string, paths?: readonly string[]): Promise<PhotoRecord[]> {
  const query = paths ? `?${paths.map((path) => `path=${encodeURIComponent(path)}`).join("&")}` : "";
  try {
    const response = await fetch(`${mediaPaths.photos(school)}${query}`, { headers: { accept: "application/json" } });
    if (!response.ok) return [];
    return photoSchema.array().parse(((await response.json()) as { data?: unknown }).data);
  } catch {
    return [];
  }
}
