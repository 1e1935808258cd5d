import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { publicFolder } from "#content/bundle-public";
import { heroSlideCount, slideFileName } from "#domain/hero-slides";

/**
 * The hero slides as files in the school's public folder (domain/hero-slides.ts). Each file is
 * written under a temporary name and renamed over the old one, so the image service serves the
 * old slide or the new, never half of one; its ETag and variants follow the new size and mtime.
 */

export type SlideFile = { slot: number; path: string; exists: boolean; version: number };

function slidePath(filesDir: string, schoolCode: string, slot: number): string {
  return path.join(publicFolder(filesDir, schoolCode), ...slideFileName(slot).split("/"));
}

export async function listSlides(filesDir: string, schoolCode: string): Promise<SlideFile[]> {
  const slides: SlideFile[] = [];
  for (let slot = 1; slot <= heroSlideCount; slot += 1) {
    const stat = await fs.stat(slidePath(filesDir, schoolCode, slot)).catch(() => undefined);
    slides.push({
      slot,
      path: `${schoolCode}/public/${slideFileName(slot)}`,
      exists: stat?.isFile() ?? false,
      version: stat ? Math.trunc(stat.mtimeMs) : 0,
    });
  }
  return slides;
}

async function writeOver(target: string, data: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.tmp-${randomBytes(8).toString("hex")}`);
  try {
    await fs.writeFile(temp, data, { flag: "wx", flush: true });
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

export async function replaceSlide(filesDir: string, schoolCode: string, slot: number, data: Uint8Array) {
  await writeOver(slidePath(filesDir, schoolCode, slot), data);
}

/**
 * Puts the slide now in slot order[0] first, and so on (`order` checked by isSlideOrder). All the
 * slides are read first, then each is written over its new place; a slot whose slide is missing
 * leaves its new place empty (the carousel shows the school's placeholder there).
 */
export async function reorderSlides(filesDir: string, schoolCode: string, order: readonly number[]) {
  const contents = await Promise.all(
    order.map((slot) => fs.readFile(slidePath(filesDir, schoolCode, slot)).catch(() => undefined)),
  );
  for (const [index, data] of contents.entries()) {
    const target = slidePath(filesDir, schoolCode, index + 1);
    if (data) await writeOver(target, data);
    else await fs.rm(target, { force: true });
  }
}
