import { type EditableKind, isOptionalField } from "#domain/editing/editable-kinds";
import { youtubeId, youtubeWatchUrl } from "#domain/youtube-id";
import { richTextThread } from "./rich-text-thread";

/**
 * A draft as it is stored: its rich-text fields through the same sanitiser a bundle import uses,
 * its text fields trimmed of nothing (people's spacing is theirs), anything the kind does not
 * know dropped, and the fields the form does not edit (attachments, images) kept from `base`.
 * A long rich text is cleaned off the event loop, with a time limit (server/editing/rich-text-thread.ts).
 */
export async function cleanDraft(
  kind: EditableKind,
  values: Readonly<Record<string, unknown>>,
  base: Readonly<Record<string, unknown>> = {},
): Promise<Record<string, unknown>> {
  const known = new Set(Object.keys(kind.schema.shape));
  const draft: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(base)) if (known.has(name)) draft[name] = value;
  for (const field of kind.fields) {
    if (!Object.hasOwn(values, field.name)) continue;
    const value = values[field.name];
    if (value === undefined || (value === "" && isOptionalField(kind, field.name))) {
      delete draft[field.name];
      continue;
    }
    if (typeof value !== "string") continue;
    if (field.widget === "files" || field.widget === "photo") {
      const list = storedPaths(value);
      // A photo field holds one photo: the newest chosen.
      if (list) draft[field.name] = field.widget === "photo" ? list.slice(-1) : list;
      continue;
    }
    if (field.widget === "youtube") {
      // Stored as the watch page of its id, whatever form was pasted (youtu.be, shorts, a share link).
      const id = youtubeId(value.trim());
      draft[field.name] = id ? youtubeWatchUrl(id) : value;
      continue;
    }
    if (field.widget === "list") {
      draft[field.name] = value
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "");
      continue;
    }
    if (field.widget === "file" && value !== "" && !isStoredPath(value)) continue;
    draft[field.name] = field.widget === "richText" ? await richTextThread.clean(value) : value;
  }
  return draft;
}

/** A stored file's path as the image service serves it: segments, no way up, no leading slash. */
function isStoredPath(value: string): boolean {
  return (
    value.length <= 300 &&
    !value.startsWith("/") &&
    value.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

/** A files field's value: the JSON list its form sends; anything else is left as it was. */
function storedPaths(value: string): string[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  return parsed.filter((item): item is string => typeof item === "string" && isStoredPath(item)).slice(0, 50);
}
