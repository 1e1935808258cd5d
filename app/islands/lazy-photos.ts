/**
 * The deferred photos' island (app/components/lists/deferred-photo.tsx): each box of a photo far
 * down a list is replaced by its photo once the visitor scrolls to within a screen of it. The photo
 * is the server's own markup, in the `<noscript>` right after the box: where scripts run, a
 * noscript's content is its text, parsed here. Chromium's own lazy loading starts 1250–2500 px
 * away, which on /Events is every photo of the year.
 */

/** How far outside the screen a deferred photo starts loading: one screen height. */
const nearMargin = "100% 0px";

function show(slot: Element): void {
  const copy = slot.nextElementSibling;
  if (!(copy instanceof HTMLElement) || copy.localName !== "noscript") return;
  const template = document.createElement("template");
  template.innerHTML = copy.textContent ?? "";
  copy.remove();
  slot.replaceWith(template.content);
}

const slots = [...document.querySelectorAll("[data-deferred-photo]")];
if (slots.length > 0) {
  if (typeof IntersectionObserver === "undefined") {
    for (const slot of slots) show(slot);
  } else {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          show(entry.target);
        }
      },
      { rootMargin: nearMargin },
    );
    for (const slot of slots) observer.observe(slot);
  }
}
