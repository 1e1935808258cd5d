/**
 * The footer's map (app/components/site-footer.tsx): its frame, a page of openstreetmap.org's, is put
 * in its box once the page has loaded and the box is within a screen of the visitor's view. Chromium
 * starts a lazy frame thousands of pixels away, so on a phone the map was fetched with the page: a new
 * origin's connection and document before the first paint (Lighthouse counted it in /About's and
 * /Gallery's LCP), and its scripts and tiles on mobile data for a visitor who never reads the footer.
 * The frame is the server's own markup, in the box's `<noscript>`: where scripts run, a noscript's
 * content is its text, parsed here; without JavaScript that copy is the frame. Kept this small on
 * purpose: it is inline in every public page (decision 0110).
 */
const box = document.querySelector("[data-footer-map]");
const copy = box?.querySelector("noscript");
if (box && copy) {
  const watch = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const template = document.createElement("template");
        template.innerHTML = copy.textContent ?? "";
        copy.replaceWith(template.content);
      },
      // One screen ahead of the visitor.
      { rootMargin: "100% 0px" },
    );
    observer.observe(box);
  };
  // After the load event: the page's own images and styles have had the connection to themselves.
  if (document.readyState === "complete") watch();
  else addEventListener("load", watch, { once: true });
}
