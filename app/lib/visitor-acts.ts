/**
 * The first sign of a visitor: a touch, a click, a key, the wheel or a scroll anywhere on the
 * page. Code that only a visitor needs (Embla's dragging, the hydration of Home's lower
 * sections) waits for it, so it is not part of what a page loads by itself (decision 0035).
 */
export const visitorSigns = ["pointerdown", "touchstart", "keydown", "wheel", "scroll"] as const;

let acted: Promise<void> | undefined;

/** Resolves at the visitor's first sign; at once where there is no window (the server). */
export function whenVisitorActs(
  target: Pick<Window, "addEventListener" | "removeEventListener"> | undefined = globalThis.window,
): Promise<void> {
  if (!target) return Promise.resolve();
  acted ??= new Promise((resolve) => {
    const done = () => {
      for (const type of visitorSigns) target.removeEventListener(type, done, { capture: true });
      resolve();
    };
    for (const type of visitorSigns) target.addEventListener(type, done, { capture: true, passive: true });
  });
  return acted;
}

// Listening starts as soon as the page's code runs, before it hydrates: a press then counts
// even though nothing asked yet.
if (typeof window !== "undefined") void whenVisitorActs();

/** Forgets the first sign (tests only). */
export function resetVisitorActs(): void {
  acted = undefined;
}
