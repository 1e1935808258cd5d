/**
 * The admin area's form fields and widgets (issue 13), apart from editable-kinds.ts so that
 * each kind's own file (domain/kinds/*.ts) can describe its form without importing the
 * registry that is derived from it.
 */

/**
 * `list`: a list of short words (a circular's classes), typed on one line, separated by commas.
 * `number`: a whole or decimal number. `choice`: one of `options`. `document`: one PDF with who
 * self-attested it, when, and until when it is valid (the disclosure's documents). `rows`: a table
 * of rows, each with the `columns` given (the disclosure's board results and laboratories).
 * `select`: one of the field's `options` (a topper's class; `choice` is the same with an empty first
 * option, for optional answers). `photo`: one photo, chosen with a plain file input so
 * it works without JavaScript, sent through the photo pipeline; stored as a list of at most one.
 * `consent`: a child's consent state (domain/consent.ts), recorded only by someone who may
 * publish. `youtube`: a YouTube address, stored as its watch page (domain/youtube-id.ts).
 * `heroSlides`: the Home carousel's slides, each a photo of its own upload route with its
 * description, in order (domain/kinds/hero-slides.ts); stored as a list of `{ alt }`, one per place.
 * `photos`: an album's photos in order, the first its cover, each described or marked decorative
 * in a grid and a sheet (decision 0101); the words are the uploads', not the item's.
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
  | "number"
  | "choice"
  | "document"
  | "rows"
  | "select"
  | "photo"
  | "consent"
  | "youtube"
  | "heroSlides"
  | "photos";

/** A column of a `rows` field: its key in each row, its heading, and what it takes. */
export type RowColumn = {
  readonly name: string;
  readonly label: string;
  readonly type: "text" | "number" | "choice";
  readonly options?: readonly string[];
};

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
  /** The heading of the part of the form it belongs to (a disclosure's sections); consecutive fields share one. */
  section?: string;
  /** For "choice" and "select": the values offered. */
  options?: readonly string[];
  /** For "choice" and "select": how the form names each value (an album's "Photo gallery"); "" names a choice's none. */
  optionLabels?: Readonly<Record<string, string>>;
  /** For "rows": the columns of each row. */
  columns?: readonly RowColumn[];
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
