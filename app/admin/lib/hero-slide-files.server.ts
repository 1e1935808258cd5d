import { editableKind } from "#domain/editing/editable-kinds";
import type { ItemRecord } from "#domain/editing/editing-records";
import { slideAlts } from "#domain/hero-slides";
import { slidesFieldOf } from "./hero-slides-form";
import type { Caller } from "./school-scope.server";
import { loaded } from "./staff.server";

/**
 * The item with each hero slide's photo file beside its words (decision 0102): whether there is one
 * and its version, so a new photo in a place gets a new thumbnail address. Only for reading: a save
 * sends the words alone.
 */
export async function withSlideFiles(caller: Caller, item: ItemRecord): Promise<ItemRecord> {
  const kind = editableKind(item.kind);
  const field = kind && slidesFieldOf(kind);
  if (!field) return item;
  const files = await loaded(caller.request, () => caller.ops.media.heroSlideFiles());
  const stored = item.data[field.name];
  const alts = slideAlts(Array.isArray(stored) ? stored : []);
  const slides = files.map((file, index) => ({ alt: alts[index], version: file.version, exists: file.exists }));
  return { ...item, data: { ...item.data, [field.name]: slides } };
}
