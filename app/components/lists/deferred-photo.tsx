import type { ReactNode } from "react";

/**
 * A photo far down a long list that is fetched only once the visitor scrolls to within a
 * screen of it, so a parent on mobile data who reads the first events does not pay for
 * the photos of all the others (issue 6: /Events fetched all ten). The server HTML has a box
 * of the photo's size (`slotClassName`), so nothing shifts when it arrives, and the photo in
 * a `<noscript>` beside it: the deferred-photo island (app/islands/deferred-photo.ts) puts it
 * in place when it is near; without JavaScript the browser shows it, lazily loaded as before.
 */
export function DeferredPhoto({ slotClassName, children }: { slotClassName: string; children: ReactNode }) {
  return (
    <>
      <span className={slotClassName} data-deferred="" />
      <noscript>{children}</noscript>
    </>
  );
}
