import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * How far outside the screen a deferred photo starts loading: one screen height. Chromium's own
 * lazy loading starts 1250–2500 px away, which on /Events is every photo of the year.
 */
const nearMargin = "100% 0px";

/**
 * A photo far down a long list that is fetched only once the visitor scrolls to within a
 * screen of it, so a parent on mobile data who reads the first events does not pay for
 * the photos of all the others (issue 6: /Events fetched all ten). Until then, and until
 * the page's JavaScript runs, a box of the photo's size (`slotClassName`) keeps its place,
 * so nothing shifts when it arrives. Without JavaScript the `<noscript>` copy is the photo,
 * lazily loaded by the browser as before.
 */
export function DeferredPhoto({ slotClassName, children }: { slotClassName: string; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const slot = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return (
    <>
      <span ref={slot} className={slotClassName} />
      <noscript>{children}</noscript>
    </>
  );
}
