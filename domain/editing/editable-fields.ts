/**
 * The admin area's form fields and widgets (issue 13), apart from editable-kinds.ts so that
 * each kind's own file (domain/kinds/*.ts) can describe its form without importing the
 * registry that is derived from it.
 */

/** `list`: a list of short words (a circular's classes), typed on one line, separated by commas. */
export type FieldWidget =
  | "text"
  | "textarea"
  | "richText"
  | "date"
  | "time"
  | "url"
  | "email"
  | "files"
  | "file"
  | "list";

/** What a file field takes: photos (re-encoded by the media pipeline), PDFs, or either. */
export type FileAccept = "photos" | "documents" | "both" | "video";

/** A form field; `N` is the kind's field names, so a kind's file does not compile with a misspelt one. */
export type EditableField<N extends string = string> = {
  /** The item's field. */
  name: N;
  label: string;
  widget: FieldWidget;
  hint?: string;
  /** For "files" (a list of stored files) and "file" (one): what may be uploaded. */
  accept?: FileAccept;
};

export const textField = <const N extends string>(name: N, label: string, hint?: string): EditableField<N> => ({
  name,
  label,
  widget: "text",
  hint,
});

export const filesField = <const N extends string>(
  name: N,
  label: string,
  accept: FileAccept,
  hint?: string,
): EditableField<N> => ({ name, label, widget: "files", accept, hint });

export const attachmentsField = filesField("attachments", "Attachments", "both", "PDFs or photos parents can open.");
