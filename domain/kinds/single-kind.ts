import type { z } from "zod";
import type { FieldOf } from "#domain/content-kind";
import type { EditableField } from "#domain/editing/editable-fields";
import type { Workflow } from "#domain/kinds/list-kind";

/**
 * One object of content.json per school (the Mandatory Public Disclosure, issue 25), described in
 * its own file like a list kind (decision 0081, and 0087 for this shape): its key in the bundle,
 * its schema, and how the admin area edits it. Listed in `singleKinds` (all-kinds.ts), from which
 * the bundle's validation, its file references, the storage (one JSON row per school and kind,
 * database/queries/single-items.ts) and the admin area's editing are derived. A bundle without
 * the key is valid: the school has not written it yet.
 */
export type SingleKindEditing<S extends z.ZodObject = z.ZodObject> = {
  /**
   * `reviewed`: changes are drafts that go live when published (review, schedule, revisions);
   * `direct`: a save puts it on the site at once, with a revision (the hero slides, decision 0102).
   */
  readonly workflow: Workflow;
  /** What it is called in a sentence and as its screen's heading. */
  readonly title: string;
  /** The public page that shows it, for the preview and the "view on the site" link. */
  readonly publicPath: string;
  readonly fields: readonly EditableField<FieldOf<S>>[];
};

export type SingleKind<B extends string = string, S extends z.ZodObject = z.ZodObject> = {
  /** Its name in content.json, the admin area's URL segment and the activity log's kind. */
  readonly key: B;
  readonly schema: S;
  readonly editing: SingleKindEditing<S>;
};

/** Keeps the key's literal type and checks the form's field names against the schema. */
export function defineSingleKind<const B extends string, S extends z.ZodObject>(kind: {
  readonly key: B;
  readonly schema: S;
  readonly editing: SingleKindEditing<NoInfer<S>>;
}): SingleKind<B, S> {
  return kind;
}
