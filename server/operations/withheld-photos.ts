import type { Db } from "#database/connection";
import { withheldPhotoPaths } from "#database/queries/media-files";

/**
 * Children's consent for photos (issue 14, decision 0076): a photo whose caption names a child
 * without consent on file is left out of every public answer, from every list of stored paths an
 * item has (attachments, images). One read per answer; the API cache keeps the answers.
 */
export async function withheldPhotoFilter(db: Db, schoolCode: string): Promise<<T>(item: T) => T> {
  const withheld = await withheldPhotoPaths(db, schoolCode);
  if (withheld.size === 0) return (item) => item;
  return <T>(item: T): T => {
    if (typeof item !== "object" || item === null) return item;
    const isWithheld = (entry: unknown) => typeof entry === "string" && withheld.has(entry);
    const changes: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(item)) {
      if (Array.isArray(value) && value.some(isWithheld)) changes[field] = value.filter((entry) => !isWithheld(entry));
    }
    return Object.keys(changes).length === 0 ? item : { ...item, ...changes };
  };
}

/** The paths the public may see, in order. */
export async function shownPaths(db: Db, schoolCode: string, paths: readonly string[]): Promise<string[]> {
  const withheld = await withheldPhotoPaths(db, schoolCode);
  return paths.filter((path) => !withheld.has(path));
}
