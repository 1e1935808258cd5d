import type { RowColumn } from "#domain/editing/editable-fields";
import { type EditableKind, isOptionalField } from "#domain/editing/editable-kinds";
import { slidesOfForm } from "#domain/hero-slides";
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
    if (field.widget === "files" || field.widget === "photo" || field.widget === "photos") {
      const list = storedPaths(value, field.widget === "photos" ? albumPhotoLimit : 50);
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
    if (field.widget === "number") {
      // Left as typed when it is not a number: the schema then says so beside the field.
      draft[field.name] = numberPattern.test(value.trim()) ? Number(value.trim()) : value;
      continue;
    }
    if (field.widget === "document") {
      const document = documentOf(value);
      if (document === undefined) continue;
      if (document === null) delete draft[field.name];
      else draft[field.name] = document;
      continue;
    }
    if (field.widget === "heroSlides") {
      const list = jsonList(value);
      if (list) draft[field.name] = slidesOfForm(list);
      continue;
    }
    if (field.widget === "rows") {
      const rows = rowsOf(value, field.columns ?? []);
      if (rows) draft[field.name] = rows;
      continue;
    }
    draft[field.name] = field.widget === "richText" ? await richTextThread.clean(value) : value;
  }
  return draft;
}

const numberPattern = /^-?\d+(\.\d+)?$/;

/** A `number` column's or field's typed value: a number when it is one, else as typed. */
function numberOf(value: unknown): unknown {
  return typeof value === "string" && numberPattern.test(value.trim()) ? Number(value.trim()) : value;
}

const documentParts = ["file", "attestedBy", "attestedOn", "validUntil"] as const;

/**
 * A document widget's value: the JSON object its form sends, its parts as typed (empty ones left
 * out), null when every part is empty (no document), undefined when it is not such an object.
 */
function documentOf(value: string): Record<string, string> | null | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  const document: Record<string, string> = {};
  for (const part of documentParts) {
    const typed = (parsed as Record<string, unknown>)[part];
    if (typeof typed === "string" && typed.trim() !== "") document[part] = typed.trim();
  }
  if (document.file !== undefined && !isStoredPath(document.file)) delete document.file;
  return Object.keys(document).length === 0 ? null : document;
}

/** A widget's value that is a JSON list (files, rows, slides); undefined when it is not one. */
function jsonList(value: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A rows widget's value: the JSON list of rows its form sends, each with only its columns, at most 50. */
function rowsOf(value: string, columns: readonly RowColumn[]): Record<string, unknown>[] | undefined {
  const parsed = jsonList(value);
  if (!parsed) return undefined;
  return (
    parsed
      .filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null && !Array.isArray(row))
      .map((row) => {
        const kept: Record<string, unknown> = {};
        for (const column of columns) {
          const typed = row[column.name];
          if (typed === undefined || typed === "") continue;
          kept[column.name] =
            column.type === "number" ? numberOf(typed) : typeof typed === "string" ? typed.trim() : typed;
        }
        return kept;
      })
      // A row left entirely empty is not a row.
      .filter((row) => Object.keys(row).length > 0)
      .slice(0, 50)
  );
}

/** A stored file's path as the image service serves it: segments, no way up, no leading slash. */
function isStoredPath(value: string): boolean {
  return (
    value.length <= 300 &&
    !value.startsWith("/") &&
    value.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

/** The most photos an album holds, as the album screen always allowed. */
const albumPhotoLimit = 2000;

/** A files field's value: the JSON list its form sends, at most `limit`; anything else is left as it was. */
function storedPaths(value: string, limit: number): string[] | undefined {
  const parsed = jsonList(value);
  if (!parsed) return undefined;
  return parsed.filter((item): item is string => typeof item === "string" && isStoredPath(item)).slice(0, limit);
}
