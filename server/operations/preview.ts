import type { AnyContentKind, StoredItemOf } from "#domain/content-kind";
import { type Profile, profileSchema } from "#domain/content-schema";
import { overlayItem } from "#domain/editing/overlay-items";
import { type Disclosure, disclosureSchema } from "#domain/kinds/disclosure";
import type { PageSlug } from "#domain/page-slugs";

/**
 * A draft the admin area's preview shows in place of (or beside) what is live (issue 13). The
 * preview frame (server/editing/preview-frame.ts) hands it to the page it renders, whose reads
 * take it as an argument (decision 0088): no request from outside can carry one. Answers with a
 * draft in them are never cached.
 */
export type PreviewOverlay = { school: string; kind: string; id: string; data: Record<string, unknown> };

/** A list with the preview's draft in it, when the preview is of this school's kind. */
export function withPreview<K extends AnyContentKind>(
  preview: PreviewOverlay | undefined,
  school: string,
  entity: string,
  kind: K,
  items: StoredItemOf<K>[],
): StoredItemOf<K>[] {
  if (!preview || preview.school !== school || preview.kind !== entity) return items;
  const parsed = kind.schema.safeParse(preview.data);
  const draft = parsed.success ? ({ ...parsed.data, _id: preview.id } as StoredItemOf<K>) : undefined;
  return overlayItem(items, draft, preview.id, kind.order ?? []);
}

/** The information page the preview drafts, when it is this one. */
export function previewedPage(
  preview: PreviewOverlay | undefined,
  school: string,
  slug: PageSlug,
): { slug: PageSlug; title: string; html: string } | undefined {
  if (preview?.kind !== "pages" || preview.id !== slug || preview.school !== school) return undefined;
  return { slug, title: String(preview.data.title ?? slug), html: String(preview.data.html ?? "") };
}

/** The school profile the preview drafts, when it drafts this school's and the draft is whole. */
export function previewedProfile(preview: PreviewOverlay | undefined, school: string): Profile | undefined {
  if (preview?.kind !== "profile" || preview.school !== school) return undefined;
  const drafted = profileSchema.safeParse(preview.data);
  return drafted.success ? drafted.data : undefined;
}

/** The preview's draft disclosure (issue 25), when the preview is of `school`'s. */
export function previewedDisclosure(preview: PreviewOverlay | undefined, school: string): Disclosure | undefined {
  if (preview?.kind !== "disclosure" || preview.school !== school) return undefined;
  const drafted = disclosureSchema.safeParse(preview.data);
  return drafted.success ? drafted.data : undefined;
}
