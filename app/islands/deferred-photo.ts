/**
 * Deferred photos (deferred-photo.tsx): each is put in place of its box once
 * the visitor scrolls to within a screen of it. Chromium's own lazy loading
 * starts 1250–2500 px away, which on /Events is every photo of the year.
 */
const nearMargin = "100% 0px";

/** The photo's markup is the <noscript> beside the box: as text while scripts run, as parsed nodes where they do not. */
function reveal(slot: Element): void {
  const noscript = slot.nextElementSibling;
  if (noscript?.tagName === "NOSCRIPT") {
    noscript.insertAdjacentHTML("afterend", noscript.innerHTML);
    noscript.remove();
  }
  slot.remove();
}

export function enhanceDeferredPhotos(root: ParentNode = document): void {
  const slots = [...root.querySelectorAll("[data-deferred]:not([data-island])")];
  if (slots.length === 0) return;
  if (typeof IntersectionObserver === "undefined") {
    for (const slot of slots) reveal(slot);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        reveal(entry.target);
      }
    },
    { rootMargin: nearMargin },
  );
  for (const slot of slots) {
    slot.setAttribute("data-island", "");
    observer.observe(slot);
  }
}

enhanceDeferredPhotos();
