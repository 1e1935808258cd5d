import { publicFolderKey } from "#content/bundle-public";
import type { FileStore } from "#content/storage/file-store";
import { heroSlideCount, slideFileName } from "#domain/hero-slides";

/**
 * The hero slides as files in the school's public folder (domain/hero-slides.ts). The store
 * writes each one whole over the old one, so the image service serves the old slide or the new,
 * never half of one; its ETag and variants follow the new size and mtime.
 */

export type SlideFile = { slot: number; path: string; exists: boolean; version: number };

function slideKey(schoolCode: string, slot: number): string {
  return `${publicFolderKey(schoolCode)}/${slideFileName(slot)}`;
}

export async function listSlides(files: FileStore, schoolCode: string): Promise<SlideFile[]> {
  const slides: SlideFile[] = [];
  for (let slot = 1; slot <= heroSlideCount; slot += 1) {
    const stat = await files.stat(slideKey(schoolCode, slot));
    slides.push({
      slot,
      path: `${schoolCode}/public/${slideFileName(slot)}`,
      exists: stat !== null,
      version: stat ? Math.trunc(stat.mtimeMs) : 0,
    });
  }
  return slides;
}

export async function replaceSlide(files: FileStore, schoolCode: string, slot: number, data: Uint8Array) {
  await files.put(slideKey(schoolCode, slot), data);
}

/**
 * Puts the slide now in slot order[0] first, and so on (`order` checked by isSlideOrder). All the
 * slides are read first, then each is written over its new place; a slot whose slide is missing
 * leaves its new place empty (the carousel shows the school's placeholder there).
 */
export async function reorderSlides(files: FileStore, schoolCode: string, order: readonly number[]) {
  const contents = await Promise.all(order.map((slot) => files.get(slideKey(schoolCode, slot))));
  for (const [index, data] of contents.entries()) {
    const target = slideKey(schoolCode, index + 1);
    if (data) await files.put(target, data);
    else await files.delete(target);
  }
}
