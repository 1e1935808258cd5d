import type { EditableKind } from "#domain/editing/editable-kinds";
import type { PhotoRecord, UsageRecord } from "#domain/media-records";
import { can, type Role } from "#domain/roles";
import { deleteUnusedUpload, getUnusedUploads, getUsage } from "./media-api.server";
import type { Caller } from "./school-scope.server";

/**
 * The albums' list (decision 0101) carries the school's storage and the uploads nothing uses,
 * as the album screen did (issue 14: a school over its quota must be able to make room); null
 * for a kind without photos, or for someone who may not prepare content.
 */
export type AlbumUploads = { usage: UsageRecord; unused: PhotoRecord[]; canDelete: boolean };

const hasPhotos = (kind: EditableKind) => kind.fields.some((field) => field.widget === "photos");

export async function albumUploads(caller: Caller, kind: EditableKind, role: Role): Promise<AlbumUploads | null> {
  if (!hasPhotos(kind) || !can(role, "content.draft")) return null;
  const [usage, unused] = await Promise.all([
    getUsage(caller, caller.ops.code),
    getUnusedUploads(caller, caller.ops.code),
  ]);
  return { usage, unused, canDelete: can(role, "content.delete") };
}

/** The list's Delete of an upload in no album: what to say, or why not. */
export async function deleteAlbumUpload(
  caller: Caller,
  form: FormData,
): Promise<{ message?: string; notice?: string }> {
  const name = String(form.get("name") ?? "The file");
  const result = await deleteUnusedUpload(caller, caller.ops.code, String(form.get("path") ?? ""));
  return result.ok ? { notice: `${name} is deleted.` } : { message: result.refusal.message };
}
