import type { ReactNode } from "react";

/**
 * A photo far down a long list that is fetched only once the visitor scrolls to within a
 * screen of it, so a parent on mobile data who reads the first events does not pay for
 * the photos of all the others (issue 6: /Events fetched all ten). The server draws a box of
 * the photo's size (`slotClassName`), so nothing shifts when it arrives, and the photo in the
 * `<noscript>` after it: without JavaScript that copy is the photo, lazily loaded by the browser;
 * with it, the lazy-photos island (app/islands/lazy-photos.ts) puts the copy in the box's place
 * once the box is near.
 */
export function DeferredPhoto({ slotClassName, children }: { slotClassName: string; children: ReactNode }) {
  return (
    <>
      <span className={slotClassName} data-deferred-photo="" />
      <noscript>{children}</noscript>
    </>
  );
}
