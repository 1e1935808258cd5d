import type { z } from "zod";
import type { AnyContentKind, FieldOf } from "#domain/content-kind";
import type { EditableField } from "#domain/editing/editable-fields";

/**
 * One list of content.json, described in its own file (domain/kinds/*.ts, decision 0081): its
 * key in the bundle, its fields, storage and API (`content`, see content-kind.ts) and, for the
 * kinds the admin area edits, its form (`editing`). The registries every layer reads
 * (content-kinds.ts, content-schema.ts, editing/editable-kinds.ts) are derived from the list of
 * these in all-kinds.ts, so adding a kind to that list is its registration there.
 */

/** How the admin area edits a kind; field names are the schema's, checked by the compiler. */
export type KindEditing<S extends z.ZodObject = z.ZodObject> = {
  /** `reviewed`: changes are drafts that go live when published (review, schedule, revisions). */
  readonly workflow: "reviewed";
  /** One item, in a sentence ("a news item" → "news item"). */
  readonly singular: string;
  /** The list screen's heading. */
  readonly plural: string;
  /** The public page that shows it, for the preview and the "view on the site" link. */
  readonly publicPath: string;
  /** The field a list shows as the item's name. */
  readonly titleField: FieldOf<S>;
  /** The date a list shows and sorts by, when the kind has one. */
  readonly dateField?: FieldOf<S>;
  /** Kinds that commonly expire: their form asks for an end date up front. */
  readonly expires?: boolean;
  /** Its place in the admin area's list of content, the lowest first (not the bundle's order). */
  readonly adminPosition: number;
  readonly fields: readonly EditableField<FieldOf<S>>[];
};

export type ListKind<B extends string = string, K extends AnyContentKind = AnyContentKind> = {
  /** Its name in content.json, the API's admin routes and the activity log. */
  readonly key: B;
  readonly content: K;
  /** Absent for kinds the admin area does not edit as drafts. */
  readonly editing?: KindEditing<K["schema"]>;
};

/** A kind the admin area edits as drafts. */
export type EditedListKind<B extends string = string, K extends AnyContentKind = AnyContentKind> = ListKind<B, K> & {
  readonly editing: KindEditing<K["schema"]>;
};

/**
 * Keeps the key's and the description's literal types, and checks the form against the schema
 * (a field name the schema lacks does not compile). Whether a kind is edited is kept in its type,
 * so the admin area's registry knows each edited kind's name.
 */
export function defineListKind<const B extends string, K extends AnyContentKind>(kind: {
  readonly key: B;
  readonly content: K;
  readonly editing: KindEditing<NoInfer<K>["schema"]>;
}): EditedListKind<B, K>;
export function defineListKind<const B extends string, K extends AnyContentKind>(kind: {
  readonly key: B;
  readonly content: K;
  readonly editing?: undefined;
}): ListKind<B, K>;
export function defineListKind(kind: ListKind): ListKind {
  return kind;
}
