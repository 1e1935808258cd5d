import type { Context } from "hono";
import type { AnyContentKind, StoredItemOf } from "#domain/content-kind";
import { overlayItem } from "#domain/editing/overlay-items";

/**
 * A draft the admin area's preview shows in place of (or beside) what is live (issue 13). It
 * reaches the API only as the in-process call's environment, which the preview frame sets
 * (server/editing/preview-frame.ts): no request from outside can carry one.
 */
export type PreviewOverlay = { school: string; kind: string; id: string; data: Record<string, unknown> };

export function previewOf(c: Context): PreviewOverlay | undefined {
  const env = c.env as { preview?: PreviewOverlay } | undefined;
  return env?.preview;
}

/** A list with the preview's draft in it, when the preview is of this school's kind. */
export function withPreview<K extends AnyContentKind>(
  c: Context,
  school: string,
  entity: string,
  kind: K,
  items: StoredItemOf<K>[],
): StoredItemOf<K>[] {
  const preview = previewOf(c);
  if (!preview || preview.school !== school || preview.kind !== entity) return items;
  const parsed = kind.schema.safeParse(preview.data);
  const draft = parsed.success ? ({ ...parsed.data, _id: preview.id } as StoredItemOf<K>) : undefined;
  return overlayItem(items, draft, preview.id, kind.order ?? []);
}
