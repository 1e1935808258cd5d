import type { Db } from "#database/connection";
import { forSchool, writeSchool } from "#database/school-scope";
import { heroSlideCount } from "#domain/hero-slides";

/**
 * The hero slides' descriptions (issue 14, migration 0009), one per slot, kept beside the slide
 * files. Every write moves the content version: Home shows them, so its caches must empty.
 */

/** The descriptions of slots 1 … 14, in slot order; "" for a slot without one. */
export async function heroSlideTexts(db: Db, schoolCode: string): Promise<string[]> {
  const rows = await forSchool(db, schoolCode).selectFrom("hero_slide_text").select(["slot", "alt"]).execute();
  const texts: string[] = Array.from({ length: heroSlideCount }, () => "");
  for (const row of rows) {
    const slot = Number(row.slot);
    if (slot >= 1 && slot <= heroSlideCount) texts[slot - 1] = row.alt;
  }
  return texts;
}

/**
 * Sets every slot's description at once (`texts[0]` is slot 1's); an empty one is removed. The
 * same words again change nothing, so the caches are not emptied for them (every button of the
 * slides' form sends every description).
 */
export async function saveHeroSlideTexts(db: Db, schoolCode: string, texts: readonly string[]): Promise<void> {
  const wanted = Array.from({ length: heroSlideCount }, (_, index) => (texts[index] ?? "").trim());
  const stored = await heroSlideTexts(db, schoolCode);
  if (wanted.every((alt, index) => alt === stored[index])) return;
  await writeSchool(db, schoolCode, async (school) => {
    await school.deleteFrom("hero_slide_text").execute();
    const rows = wanted.flatMap((alt, index) => (alt === "" ? [] : [{ slot: index + 1, alt }]));
    if (rows.length > 0) await school.insertInto("hero_slide_text").values(rows).execute();
  });
}

/** A new picture in `slot`: the old description no longer says what it shows. */
export async function clearHeroSlideText(db: Db, schoolCode: string, slot: number): Promise<void> {
  await writeSchool(db, schoolCode, (school) =>
    school.deleteFrom("hero_slide_text").where("slot", "=", slot).execute(),
  );
}

/** The descriptions follow their slides to a new order (`order[0]` is the slot that goes first). */
export async function reorderHeroSlideTexts(db: Db, schoolCode: string, order: readonly number[]): Promise<void> {
  const texts = await heroSlideTexts(db, schoolCode);
  await saveHeroSlideTexts(
    db,
    schoolCode,
    order.map((slot) => texts[slot - 1] ?? ""),
  );
}
