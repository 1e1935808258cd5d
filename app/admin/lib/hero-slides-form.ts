import { type EditableKind, singleId } from "#domain/editing/editable-kinds";
import { dropSlide, heroSlideCount, moveSlide, slideAlts } from "#domain/hero-slides";
import { heroSlides } from "#domain/kinds/hero-slides";

/**
 * The hero slides widget's form (decision 0102), read by its component and by the edit screen's
 * action: one description input per place, named after the field, sent in the order shown, and the
 * buttons that move a slide (MoveButtons' `up:i` / `down:i`, a drop's `drop:from:to`).
 */

/** Where the hero slides are edited: the generic editor's screen of their one object. */
export const heroSlidesPath = `/admin/content/${heroSlides.key}/${singleId}`;

/** The kind's slides field, when it has one (the hero slides). */
export const slidesFieldOf = (kind: EditableKind) => kind.fields.find((field) => field.widget === "heroSlides");

/** The name of each place's description input. */
export const slideAltName = (field: string) => `${field}.alt`;

/** The places in the order the form shows them: the photo files' own (slot 1 first). */
const inOrder = Array.from({ length: heroSlideCount }, (_, index) => index + 1);

/** A move: the new order (slots), the 0-based place the moved slide has now, and the button to focus. */
export type SlideMove = { order: number[]; place: number; focus?: string };

export function slideMoveOf(intent: string): SlideMove | undefined {
  const step = /^(up|down):(\d+)$/.exec(intent);
  if (step) {
    const index = Number(step[2]);
    const by = step[1] === "up" ? -1 : 1;
    const order = moveSlide(inOrder, index, by);
    const place = order[index] === inOrder[index] ? index : index + by;
    return { order, place, focus: `slide-${step[1]}-${place}` };
  }
  const drop = /^drop:(\d+):(\d+)$/.exec(intent);
  if (drop) {
    const [from, to] = [Number(drop[1]), Number(drop[2])];
    // A drop outside the slides leaves them where they are.
    const moves = from !== to && from < heroSlideCount && to < heroSlideCount;
    return { order: dropSlide(inOrder, from, to), place: moves ? to : from };
  }
  return undefined;
}

/** The slides' value a save stores: the typed descriptions, put in the move's order when there is one. */
export function slidesValue(typed: readonly string[], order: readonly number[] = inOrder): string {
  const alts = slideAlts(typed.map((alt) => ({ alt })));
  return JSON.stringify(order.map((slot) => ({ alt: alts[slot - 1] ?? "" })));
}

/** A slide as the widget shows it: its words, and its photo's version and presence when the page read them. */
export type ShownSlide = { alt: string; version?: number; exists?: boolean };

/** The widget's value: the stored list (with the files' versions), or the JSON a refused save sent back. */
export function shownSlides(value: unknown): ShownSlide[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  const given = Array.isArray(list) ? (list as Array<Partial<ShownSlide> | null>) : [];
  const alts = slideAlts(given.map((slide) => ({ alt: typeof slide?.alt === "string" ? slide.alt : "" })));
  return alts.map((alt, index) => {
    const slide = given[index];
    return {
      alt,
      ...(typeof slide?.version === "number" ? { version: slide.version } : {}),
      ...(typeof slide?.exists === "boolean" ? { exists: slide.exists } : {}),
    };
  });
}
