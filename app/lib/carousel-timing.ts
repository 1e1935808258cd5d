/**
 * Embla's `duration` is not in milliseconds: it drives a damped spring that
 * steps 60 times a second. Its default, 25, settles a move in about 930 ms,
 * so the spec's "speed 1 second" maps to about 27.
 */
const msPerDurationUnit = 930 / 25;

export function emblaDuration(transitionMs: number): number {
  return Math.max(1, Math.round(transitionMs / msPerDurationUnit));
}

/**
 * Autoplay's next snap: the following one, wrapping to the first. Without
 * loop, "the following one" does not exist at the end, so it rewinds to the
 * start, as the original's slider did.
 */
export function autoplayTarget(selected: number, snapCount: number, canScrollNext: boolean): number {
  if (snapCount <= 1) return selected;
  return canScrollNext ? (selected + 1) % snapCount : 0;
}
