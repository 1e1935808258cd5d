import type { EditableKind } from "#domain/editing/editable-kinds";
import type { PhotoRecord } from "#domain/media-records";
import { can, type Role } from "#domain/roles";
import type { Caller } from "./school-scope.server";
import { loaded } from "./staff.server";

/**
 * The uploads among an album's photos, with their words, for its photos widget (decision 0101);
 * null for a kind with no such field. Someone who may not prepare content sees the photos without them.
 */
export async function albumPhotos(
  caller: Caller,
  kind: EditableKind,
  role: Role,
  data: Readonly<Record<string, unknown>>,
): Promise<PhotoRecord[] | null> {
  const field = kind.fields.find((entry) => entry.widget === "photos");
  if (!field) return null;
  const value = data[field.name];
  const paths = Array.isArray(value) ? value.filter((path): path is string => typeof path === "string") : [];
  if (paths.length === 0 || !can(role, "content.draft")) return [];
  // The operation answers at most 500 at a time.
  const records: PhotoRecord[] = [];
  for (let start = 0; start < paths.length; start += 500) {
    const part = paths.slice(start, start + 500);
    records.push(...(await loaded(caller.request, () => caller.ops.media.photos(part))));
  }
  return records;
}
