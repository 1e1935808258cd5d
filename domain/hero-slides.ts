/**
 * The Home page's hero slides (issue 14): a fixed number of photos in the school's public
 * folder, `slides/slide-01.jpg` … `slides/slide-14.jpg` (app/components/home/hero-carousel.tsx
 * asks for exactly these). Staff replace and reorder them; the names never change.
 */
export const heroSlideCount = 14;

/** What a new slide is cut to: the carousel's 16:7 frame, wide enough for its 1920 px variant. */
export const heroSlideSize = { width: 1920, height: 840 } as const;

/** Slot 1 … 14 → `slides/slide-01.jpg`, relative to the school's public folder. */
export function slideFileName(slot: number): string {
  return `slides/slide-${String(slot).padStart(2, "0")}.jpg`;
}

export function isSlot(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= heroSlideCount;
}

/** Whether `order` names every slot exactly once: the slide now in slot order[0] goes first, and so on. */
export function isSlideOrder(order: readonly number[]): boolean {
  return order.length === heroSlideCount && order.every(isSlot) && new Set(order).size === heroSlideCount;
}

/** The order after moving the slide at place `index` (0-based) one place up (-1) or down (+1). */
export function moveSlide(order: readonly number[], index: number, by: -1 | 1): number[] {
  const target = index + by;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The order with the slide at place `from` dropped on place `to`, the ones between moving over. */
export function dropSlide(order: readonly number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return [...order];
  const next = [...order];
  const [moving] = next.splice(from, 1);
  next.splice(to, 0, moving);
  return next;
}

/**
 * What Home and the public API say each slide shows, slide-01.jpg's first: the hero slides'
 * object's descriptions (domain/kinds/hero-slides.ts) by place, "" where there is none.
 */
export function slideAlts(slides: readonly { readonly alt?: string }[] | undefined): string[] {
  return Array.from({ length: heroSlideCount }, (_, index) => slides?.[index]?.alt?.trim() ?? "");
}

/**
 * The slides widget's value as a save sends it (the JSON list, parsed): one `{ alt }` per place, an
 * empty description kept in its place so the later ones do not move up; at most 14.
 */
export function slidesOfForm(list: readonly unknown[]): Array<{ alt: string }> {
  return list.slice(0, heroSlideCount).map((slide) => {
    const alt = typeof slide === "object" && slide !== null ? (slide as { alt?: unknown }).alt : undefined;
    return { alt: typeof alt === "string" ? alt.trim() : "" };
  });
}
