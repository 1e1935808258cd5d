/** What every scene painter gets: the document, its seeded random source and the size. */
import type { Rng } from "#content/demo/lib/random";
import type { Svg } from "#content/demo/lib/svg";

export type Ctx = { s: Svg; r: Rng; W: number; H: number };

/** The position of item `index` of `count` spread evenly over `span` from `from` (a fraction of the width). */
export function spread(from: number, span: number, index: number, count: number): number {
  return from + (span * index) / Math.max(1, count - 1);
}
