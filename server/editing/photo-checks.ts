import type { Db } from "#database/connection";
import { findUploads } from "#database/queries/media-files";
import type { FieldProblem } from "#domain/editing/draft-checks";
import type { EditableKind } from "#domain/editing/editable-kinds";
import { checkAlbumPhotos } from "#domain/publish-checks/album-checks";

/**
 * The album photo check (decision 0063) of each `photos` field of a draft (decision 0101): every
 * uploaded photo described or marked decorative, each finding at its photo's file, named by the
 * name it was uploaded with. The words are the uploads' (media_file), read here at each check.
 * A photo that came with an imported bundle has no words to check, as before.
 */
export async function photoProblems(
  db: Db,
  school: string,
  kind: EditableKind,
  data: Readonly<Record<string, unknown>>,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const field of kind.fields) {
    const value = data[field.name];
    if (field.widget !== "photos" || !Array.isArray(value)) continue;
    const photos = await findUploads(
      db,
      school,
      value.filter((path): path is string => typeof path === "string"),
    );
    for (const problem of checkAlbumPhotos(photos.map((photo) => ({ ...photo, label: photo.name }))))
      problems.push({ ...problem, field: field.name });
  }
  return problems;
}
