/**
 * The admin area's form fields and widgets (issue 13), apart from editable-kinds.ts so that
 * each kind's own file (domain/kinds/*.ts) can describe its form without importing the
 * registry that is derived from it.
 */

/**
 * `list`: a list of short words (a circular's classes), typed on one line, separated by commas.
 * `select`: one of the field's `options`. `photo`: one photo, chosen with a plain file input so
 * it works without JavaScript, sent through the photo pipeline; stored as a list of at most one.
 * `consent`: a child's consent state (domain/consent.ts), recorded only by someone who may
 * publish. `youtube`: a YouTube address, stored as its watch page (domain/youtube-id.ts).
 */
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
  | "list"
  | "select"
  | "photo"
  | "consent"
  | "youtube";

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
  /** For "select": the values to choose from. */
  options?: readonly string[];
  /** Refused when empty, though the schema has a default for it (a topper's marks). */
  required?: boolean;
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
