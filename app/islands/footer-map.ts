/**
 * The footer's map (app/components/site-footer.tsx): its frame, a page of openstreetmap.org's, is put
 * in its box once the page has loaded and the box is within a screen of the visitor's view. Chromium
 * starts a lazy frame thousands of pixels away, so on a phone the map was fetched with the page: a new
 * origin's connection and document before the first paint (Lighthouse counted it in /About's and
 * /Gallery's LCP), and its scripts and tiles on mobile data for a visitor who never reads the footer.
 * The frame is the server's own markup, in the `<noscript>` inside the box: where scripts run, a
 * noscript's content is its text, parsed here; without JavaScript that copy is the frame.
 */

/** How far outside the screen the map starts loading: one screen height. */
const nearMargin = "100% 0px";

function show(box: Element): void {
  const copy = box.querySelector("noscript");
  if (!copy) return;
  const template = document.createElement("template");
  template.innerHTML = copy.textContent ?? "";
  copy.replaceWith(template.content);
}

function showWhenNear(box: Element): void {
  if (typeof IntersectionObserver === "undefined") {
    show(box);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show(box);
    },
    { rootMargin: nearMargin },
  );
  observer.observe(box);
}

const box = document.querySelector("[data-footer-map]");
if (box) {
  // After the load event: the page's own images and styles have had the connection to themselves.
  if (document.readyState === "complete") showWhenNear(box);
  else window.addEventListener("load", () => showWhenNear(box), { once: true });
}
