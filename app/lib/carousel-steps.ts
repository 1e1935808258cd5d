/**
 * Where a carousel goes before Embla is loaded (decision 0033): our own track
 * moves by whole slides, aligned to the start, with trimmed snaps (the last
 * position shows the last slide at the end, never empty space), as Embla's
 * `containScroll: "trimSnaps"` does.
 */

/** The last index the track can start at: slides beyond it would leave a gap at the end. */
export function lastIndex(slideCount: number, perView: number): number {
  return Math.max(0, slideCount - perView);
}

/**
 * One step forward (1) or back (-1) from `index`. With `wrap` (loop
 * carousels, and autoplay on every carousel) the end leads to the start and
 * the start to the end; without it the track stays at the edge. A
 * `perView` of 0 means "not known yet" and counts as one slide per view.
 */
export function stepIndex(
  index: number,
  slideCount: number,
  perView: number,
  wrap: boolean,
  direction: 1 | -1,
): number {
  const last = lastIndex(slideCount, perView || 1);
  const target = Math.min(index, last) + direction;
  if (target < 0) return wrap ? last : 0;
  if (target > last) return wrap ? 0 : last;
  return target;
}

/**
 * Whether Previous and Next can move the track. Nothing moves when every slide
 * is in view; a loop carousel can always move both ways. With `perView` 0 (the
 * server, which does not know the screen) Next counts as possible.
 */
export function carouselEdges(
  index: number,
  slideCount: number,
  perView: number,
  loop: boolean,
): { prev: boolean; next: boolean } {
  const last = lastIndex(slideCount, perView);
  if (last === 0) return { prev: false, next: false };
  return { prev: loop || index > 0, next: loop || index < last };
}

/** A swipe shorter than this is a tap or a wobble of the finger. */
export const swipeThresholdPx = 40;

/** A swipe to the left shows the next slides (1), to the right the previous ones (-1). */
export function swipeStep(distanceX: number): 1 | -1 | 0 {
  if (distanceX <= -swipeThresholdPx) return 1;
  if (distanceX >= swipeThresholdPx) return -1;
  return 0;
}

/**
 * The index that shows slide number `slide` (from 0): the same index when the
 * slide is already in view, else the nearest one that brings it in. Before
 * Embla, a slide reached with Tab is brought into view this way: the row is
 * clipped, so the browser cannot scroll to it.
 */
export function indexShowing(index: number, slide: number, slideCount: number, perView: number): number {
  const inView = perView || 1;
  const last = lastIndex(slideCount, inView);
  const at = Math.min(index, last);
  if (slide < at) return slide;
  if (slide >= at + inView) return Math.min(slide - inView + 1, last);
  return at;
}
