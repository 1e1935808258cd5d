import type { AnyContentKind } from "#domain/content-kind";
import { allKinds } from "#domain/kinds/all-kinds";
import type { ListKind } from "#domain/kinds/list-kind";
import type { KindAlert } from "./alert-topics";

/** The kinds whose file has an `alert` description, by key (decision 0089): which kinds alert, and how. */
export function alertKindsOf(kinds: readonly ListKind[]): ReadonlyMap<string, KindAlert<Record<string, unknown>>> {
  return new Map(
    kinds
      .filter((kind): kind is ListKind & { alert: KindAlert<never> } => kind.alert !== undefined)
      .map((kind) => [kind.key, kind.alert as unknown as KindAlert<Record<string, unknown>>]),
  );
}

export const alertKinds = alertKindsOf(allKinds as unknown as readonly ListKind<string, AnyContentKind>[]);
