import { type AllKinds, allKinds } from "#domain/kinds/all-kinds";
import type { ListKind } from "#domain/kinds/list-kind";

/**
 * Every content kind's storage and API description (see content-kind.ts), keyed by its name in
 * content.json and in bundle order: derived from the kinds' own files (domain/kinds/*.ts, listed
 * in all-kinds.ts), so a kind added to that list is stored, imported and answered by the API
 * with no entry here. Each value keeps its literal types (table name, record shapes), which
 * the database's table types and the API records are derived from.
 */
export type ContentKindsOf<L extends readonly ListKind[]> = {
  readonly [E in L[number] as E["key"]]: E["content"];
};

/** The registry of a list of kinds; the app's is `contentKinds`, a test passes its own list. */
export function contentKindsOf<const L extends readonly ListKind[]>(kinds: L): ContentKindsOf<L> {
  return Object.fromEntries(kinds.map((kind) => [kind.key, kind.content])) as ContentKindsOf<L>;
}

export const contentKinds = contentKindsOf(allKinds);

export type ContentKinds = ContentKindsOf<AllKinds>;
export type ContentKindName = keyof ContentKinds;
