import { z } from "zod";
import { profileSchema } from "#domain/content-schema";
import { type EditableField, textField } from "#domain/editing/editable-fields";
import { allKinds, singleKinds } from "#domain/kinds/all-kinds";
import type { EditedListKind, ListKind, Workflow } from "#domain/kinds/list-kind";
import type { SingleKind } from "#domain/kinds/single-kind";
import { pageSlugs } from "#domain/page-slugs";
import { youtubeId } from "#domain/youtube-id";

/**
 * What the admin area edits (issue 13), described once: each kind's names, where the public
 * site shows it, and its fields with the widget each takes. The list kinds' forms are in their
 * own files (domain/kinds/*.ts) and derived from all-kinds.ts; the information pages and the
 * profile, which are not lists of content.json, are written here. The schemas are the content
 * model's own, so a draft is checked at publish exactly as a bundle import checks it; the edit
 * screen, the list screen and the preview derive from here.
 */

export type EditableKind = {
  /** The URL segment and the activity log's kind: content.json's name for a list. */
  name: string;
  /** One item, in a sentence ("a news item" → "news item"). */
  singular: string;
  /** The list screen's heading. */
  plural: string;
  /** `reviewed` (drafts, review, schedule) or `direct` (a save goes live at once, with a revision). */
  workflow: Workflow;
  /** The public page that shows it, for the preview and the "view on the site" link. */
  publicPath: string;
  schema: z.ZodObject;
  /** The field a list shows as the item's name. */
  titleField: string;
  /** The item's name whatever its fields say (a single kind's: "Mandatory Public Disclosure"). */
  fixedTitle?: string;
  /** The date a list shows and sorts by, when the kind has one. */
  dateField?: string;
  /** Set to the school's day when an item on the site is published again (an album's "updated on"). */
  updatedOnField?: string;
  /** Kinds that commonly expire: their form asks for an end date up front. */
  expires?: boolean;
  /** One item per school (the profile): no list, no trash, never unpublished. */
  single?: boolean;
  /** A fixed set of items (the information pages): none is added or deleted, each may be written. */
  fixedIds?: readonly string[];
  /** The public page of one item, where it is not the kind's page (an information page's own route). */
  pathOf?: (id: string) => string;
  fields: readonly EditableField[];
  /** Fields no two published items of a school may share (the list kind's `unique`): checked at publish. */
  unique?: readonly string[];
  /** The number field that holds an item's place in a list ordered by hand (the faculty's `order`). */
  orderField?: string;
  /** Fields the list screen shows beside the title. */
  columns?: readonly string[];
  /** What a new item's form starts with, from the school's year. */
  defaults?: (today: { readonly year: number }) => Readonly<Record<string, string | undefined>>;
};

/** The list kinds the admin area edits, by key. */
export type EditableListKindsOf<L extends readonly ListKind[]> = {
  readonly [E in L[number] as E extends EditedListKind ? E["key"] : never]: EditableKind;
};

/** The edited kinds of a list, in the admin area's order (each kind's `adminPosition`). */
export function editableListKindsOf<const L extends readonly ListKind[]>(kinds: L): EditableListKindsOf<L> {
  const edited = kinds
    .filter((kind): kind is L[number] & EditedListKind => kind.editing !== undefined)
    .sort((a, b) => a.editing.adminPosition - b.editing.adminPosition);
  return Object.fromEntries(
    edited.map((kind) => {
      const { adminPosition: _position, ...form } = kind.editing;
      const editable: EditableKind = {
        name: kind.key,
        ...form,
        schema: kind.content.schema,
        ...(kind.unique ? { unique: kind.unique } : {}),
      };
      return [kind.key, editable];
    }),
  ) as EditableListKindsOf<L>;
}

/** The kinds that are not lists of content.json, after the lists in the admin area. */
const fixedKinds = {
  pages: {
    name: "pages",
    singular: "information page",
    plural: "Information pages",
    workflow: "reviewed",
    publicPath: "/About",
    pathOf: (id: string) => `/${id}`,
    schema: z.strictObject({ title: z.string().trim().min(1, { message: "must not be empty" }), html: z.string() }),
    titleField: "title",
    fixedIds: pageSlugs,
    fields: [textField("title", "Page title"), { name: "html", label: "Page text", widget: "richText" }],
  },
  profile: {
    name: "profile",
    singular: "school profile",
    plural: "School profile",
    workflow: "reviewed",
    publicPath: "/",
    schema: profileSchema,
    titleField: "name",
    single: true,
    fields: [
      textField("name", "School name"),
      textField("shortName", "Short name", "Optional. Used where the full name does not fit."),
      { name: "blurb", label: "Footer text", widget: "textarea" },
      textField("board", "Board"),
      textField("affiliation", "Affiliation number"),
      { name: "address", label: "Address", widget: "textarea" },
      textField(
        "timeZone",
        "Time zone",
        "Optional. The school's IANA time zone, such as Asia/Kolkata, Asia/Dubai or Asia/Kathmandu: today's birthdays, upcoming events, schedules and the calendar follow it. Empty: the platform's zone (Asia/Kolkata unless the host set another).",
      ),
      textField("phone", "Phone"),
      { name: "email", label: "E-mail", widget: "email" },
      { name: "helpDeskEmail", label: "Help desk e-mail", widget: "email", hint: "Optional." },
      { name: "portalUrl", label: "Parent portal address", widget: "url" },
      { name: "appStoreUrl", label: "App Store address", widget: "url" },
      { name: "playStoreUrl", label: "Google Play address", widget: "url" },
      { name: "videoChannelUrl", label: "Video channel address", widget: "url" },
      { name: "mapEmbedUrl", label: "Map address", widget: "url", hint: "The embed address Google Maps gives." },
      textField("vendorName", "Website vendor's name"),
      { name: "vendorUrl", label: "Website vendor's address", widget: "url" },
      { name: "admissionGuidelinesPdf", label: "Admission guidelines (PDF)", widget: "file", accept: "documents" },
      { name: "sessionCalendarPdf", label: "Session calendar (PDF)", widget: "file", accept: "documents" },
      {
        name: "principalVideo",
        label: "Principal's message video (MP4)",
        widget: "file",
        accept: "video",
        hint: "Optional. Shown from Home's principal's message.",
      },
    ],
  },
} as const satisfies Record<string, EditableKind>;

/** A single kind of content.json (the disclosure) as the admin area edits it: one item, named by its title. */
function editableSingleKind(kind: SingleKind): EditableKind {
  const { workflow, title, ...form } = kind.editing;
  return {
    name: kind.key,
    singular: title,
    plural: title,
    fixedTitle: title,
    ...form,
    workflow,
    schema: kind.schema,
    titleField: "asOn",
    single: true,
  };
}

/** The single kinds, by key. */
const singleEditableKinds = Object.fromEntries(singleKinds.map((kind) => [kind.key, editableSingleKind(kind)])) as {
  readonly [E in (typeof singleKinds)[number] as E["key"]]: EditableKind;
};

/** Every kind the admin area edits: a list's kinds, then the information pages, the profile and the single kinds. */
export function editableKindsOf<const L extends readonly ListKind[]>(kinds: L) {
  return { ...editableListKindsOf(kinds), ...fixedKinds, ...singleEditableKinds };
}

export const editableKinds = editableKindsOf(allKinds);

export type EditableKindName = keyof typeof editableKinds;
export const editableKindNames = Object.keys(editableKinds) as EditableKindName[];
/** Every kind, in the admin area's order. */
export const editableKindList: readonly EditableKind[] = Object.values(editableKinds);

export function editableKind(name: string): EditableKind | undefined {
  return Object.hasOwn(editableKinds, name) ? (editableKinds as Record<string, EditableKind>)[name] : undefined;
}

/** Where the public site shows one item. */
export function publicPathOf(kind: EditableKind, id: string): string {
  return kind.pathOf ? kind.pathOf(id) : kind.publicPath;
}

/** Kinds whose items are not added or deleted: the profile, and the fixed set of information pages. */
export function isFixedKind(kind: EditableKind): boolean {
  return kind.single === true || kind.fixedIds !== undefined;
}

/** The id the one item of a single kind (the profile) has. */
export const singleId = "profile";

/** The item's name as a list shows it. */
export function titleOf(kind: EditableKind, data: Readonly<Record<string, unknown>>): string {
  if (kind.fixedTitle) return kind.fixedTitle;
  const value = data[kind.titleField];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : `Untitled ${kind.singular}`;
}

export type FieldErrors = Record<string, string>;

/**
 * What stops a draft from being published, field by field, in plain words. A draft may be
 * saved with errors (nothing typed is lost); it may not go live with them.
 */
export function fieldErrors(kind: EditableKind, data: unknown): FieldErrors {
  const parsed = kind.schema.safeParse(data);
  const errors: FieldErrors = widgetErrors(kind, data);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field in errors) continue;
    errors[field] = plainMessage(kind, field, issue);
  }
  return errors;
}

/** What a field's widget asks beyond the schema: a value where the form requires one, a YouTube address. */
function widgetErrors(kind: EditableKind, data: unknown): FieldErrors {
  const values = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const field of kind.fields) {
    const value = values[field.name];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === "string" && value.trim() === "") ||
      (Array.isArray(value) && value.length === 0);
    if (field.required && empty) errors[field.name] = `${field.label} is required.`;
    else if (field.widget === "youtube" && !empty && (typeof value !== "string" || youtubeId(value) === null))
      errors[field.name] = "Paste the address of a YouTube video.";
    else if (field.widget === "select" && !empty && field.options && !field.options.includes(String(value)))
      errors[field.name] = `Choose one of ${field.options.join(", ")}.`;
  }
  return errors;
}

function plainMessage(kind: EditableKind, field: string, issue: z.core.$ZodIssue): string {
  const entry = kind.fields.find((candidate) => candidate.name === field);
  // Inside a field (a document's date, a row of a table): say where, in the form's words.
  const inside = issue.path
    .slice(1)
    .map((part) =>
      typeof part === "number"
        ? `row ${part + 1}`
        : (entry?.columns?.find((column) => column.name === part)?.label ?? insideNames[String(part)] ?? String(part)),
    )
    .join(", ");
  const label = `${entry?.label ?? field}${inside ? ` (${inside})` : ""}`;
  if (issue.code === "invalid_type" && issue.input === undefined) return `${label} is required.`;
  if (issue.message === "must not be empty") return `${label} is required.`;
  if (issue.message === "expected YYYY-MM-DD") return `${label} must be a date.`;
  if (issue.message === "expected an http(s) URL") return `${label} must be a full address starting https://`;
  if (issue.code === "invalid_format" && "format" in issue && issue.format === "email")
    return `${label} must be an e-mail address, like office@school.in`;
  return `${label}: ${issue.message}`;
}

/** The item a draft publishes as: parsed by its kind's schema (defaults filled), or undefined. */
export function publishable(kind: EditableKind, data: unknown): Record<string, unknown> | undefined {
  const parsed = kind.schema.safeParse(data);
  return parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
}

/** Whether a field may be left out: a form's empty box for it means "none", not "". */
export function isOptionalField(kind: EditableKind, name: string): boolean {
  const shape = kind.schema.shape as Record<string, z.ZodType>;
  return shape[name]?.safeParse(undefined).success ?? false;
}

/** The words for a document widget's parts (editable-fields.ts) in an error message. */
const insideNames: Readonly<Record<string, string>> = {
  file: "the PDF",
  attestedBy: "self-attested by",
  attestedOn: "date of attestation",
  validUntil: "valid until",
};

export const editableKindSchema = z.enum(editableKindNames as [EditableKindName, ...EditableKindName[]]);
