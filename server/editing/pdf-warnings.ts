import type { FileStore } from "#content/storage/file-store";
import { isFileKey, storedFileKey } from "#content/storage/storage-key";
import type { FieldProblem } from "#domain/editing/draft-checks";
import type { EditableKind } from "#domain/editing/editable-kinds";
import { checkPdfFile } from "#server/files/pdf-accessibility";
import { richTextThread } from "./rich-text-thread";

const imagePrefix = "/api/image/";

/**
 * The PDF warnings of a draft (issue 13): each PDF its rich text links to on this site, and each
 * PDF attached to it, read from the store. A warning never refuses a publish: schools often publish
 * circulars they received and cannot fix.
 */
export async function pdfWarnings(
  kind: EditableKind,
  data: Readonly<Record<string, unknown>>,
  files: FileStore,
): Promise<FieldProblem[]> {
  const warnings: FieldProblem[] = [];
  for (const field of kind.fields) {
    const value = data[field.name];
    if (field.widget !== "richText" || typeof value !== "string") continue;
    // A long text is read in the rich-text thread, off the event loop (decision 0078).
    for (const { href, locator } of await richTextThread.pdfLinks(value)) {
      const key = storedKey(href);
      if (!key) continue;
      for (const problem of await checkPdfFile(files, key, locator)) warnings.push({ ...problem, field: field.name });
    }
  }
  // One PDF in a field of its own: a file field (the profile's), a document (the disclosure's).
  for (const field of kind.fields) {
    const value = data[field.name];
    const file =
      field.widget === "file"
        ? value
        : field.widget === "document" && typeof value === "object" && value !== null
          ? (value as { file?: unknown }).file
          : undefined;
    if (typeof file !== "string" || !/\.pdf$/i.test(file)) continue;
    const key = storedKey(imagePrefix + file);
    if (!key) continue;
    for (const problem of await checkPdfFile(files, key, { kind: "file", file }))
      warnings.push({ ...problem, field: field.name });
  }
  const attachments = data.attachments;
  if (Array.isArray(attachments)) {
    for (const attachment of attachments) {
      if (typeof attachment !== "string" || !/\.pdf$/i.test(attachment)) continue;
      const key = storedKey(imagePrefix + attachment);
      if (!key) continue;
      for (const problem of await checkPdfFile(files, key, { kind: "file", file: attachment }))
        warnings.push({ ...problem, field: "attachments" });
    }
  }
  return warnings;
}

/** The stored file's key a site address names, or undefined for another site's or one outside files/. */
function storedKey(href: string): string | undefined {
  const pathname = href.split(/[?#]/)[0];
  if (!pathname.startsWith(imagePrefix)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(imagePrefix.length));
  } catch {
    return undefined;
  }
  const key = storedFileKey(relative);
  return isFileKey(key) ? key : undefined;
}
