import type { Db } from "#database/connection";
import { findUploads } from "#database/queries/media-files";
import type { FieldProblem } from "#domain/editing/draft-checks";
import type { EditableKind } from "#domain/editing/editable-kinds";
import { parseRichText } from "#domain/publish-checks/parse-rich-text";
import { problemPicturePaths, withPictureNames } from "#domain/publish-checks/picture-names";
import type { RichTree } from "#domain/publish-checks/rich-text-tree";

/**
 * The publish check's findings, each picture and file named by the name it was uploaded with
 * (issue 23), not by its stored hash. Only the rich-text fields a picture finding points into are
 * read again, so a check with no such finding costs nothing more.
 */
export async function namePictures(
  db: Db,
  school: string,
  kind: EditableKind,
  data: Readonly<Record<string, unknown>>,
  problems: readonly FieldProblem[],
): Promise<FieldProblem[]> {
  const trees = new Map<string, RichTree>();
  const paths = new Set<string>();
  for (const problem of problems) {
    if (problem.locator.kind === "file") paths.add(problem.locator.file);
    if (problem.locator.kind !== "node") continue;
    const field = kind.fields.find((entry) => entry.name === problem.field);
    const value = data[problem.field];
    if (field?.widget !== "richText" || typeof value !== "string") continue;
    let tree = trees.get(problem.field);
    if (!tree) {
      tree = parseRichText(value);
      trees.set(problem.field, tree);
    }
    for (const path of problemPicturePaths([problem], tree)) paths.add(path);
  }
  if (paths.size === 0) return [...problems];
  const names = new Map((await findUploads(db, school, [...paths])).map((file) => [file.path, file.name]));
  return problems.map(
    (problem) => withPictureNames([problem], trees.get(problem.field) ?? [], (path) => names.get(path))[0],
  );
}
