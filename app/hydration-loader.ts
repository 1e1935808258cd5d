/**
 * The script that starts a page's hydration once its content is on screen
 * (docs/decisions/0031-page-delivery.md, section 1).
 *
 * server/page-html.ts takes React Router's module script and its module preloads out of the
 * HTML and puts an inline script in their place that calls this function with them. It waits
 * until the page's own content is on screen: the DOM parsed, every eagerly loaded image loaded
 * or failed, the browser's first-contentful-paint entry reported (that is, presented, not just
 * scheduled), and two more frames — at most `waitMs` in all, so a hung picture or a hidden tab
 * never keeps the page inert. Then it adds the module preloads and the module script React
 * Router wrote, with the nonce of the script it runs in. Until then the hydration code does not
 * compete with the stylesheets and the first picture for a slow connection.
 *
 * It travels as its own source text, compiled by the site's build (`String(...)` in
 * app/entry.server.tsx, read by server/site.ts): it may use only its parameters and the
 * browser's globals, no imports and nothing else of this module.
 */
export function loadHydrationWhenPainted(preloads: readonly string[], moduleCode: string, waitMs: number): void {
  const current = document.currentScript;
  const nonce = current instanceof HTMLScriptElement ? current.nonce : "";
  let started = false;
  // Two things to wait for: the first paint and the eager images.
  let waitingFor = 2;

  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = moduleCode;
    document.body.appendChild(script);
  };

  const oneDone = () => {
    waitingFor -= 1;
    if (waitingFor !== 0) return;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  };

  const whenPainted = () => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        oneDone();
      });
      observer.observe({ type: "paint", buffered: true });
    } catch {
      // No paint timing (an old browser, jsdom): the images and the frames still wait.
      oneDone();
    }
  };

  const whenImagesDone = () => {
    const pending = Array.from(document.images).filter(
      (image) => image.getAttribute("loading") !== "lazy" && !image.complete,
    );
    let left = pending.length;
    if (left === 0) return oneDone();
    for (const image of pending) {
      const done = () => {
        image.removeEventListener("load", done);
        image.removeEventListener("error", done);
        left -= 1;
        if (left === 0) oneDone();
      };
      image.addEventListener("load", done);
      image.addEventListener("error", done);
    }
  };

  const ready = () => {
    setTimeout(start, waitMs);
    whenPainted();
    whenImagesDone();
  };

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else ready();
}

/** The loader's source text, for server/page-html.ts (see above). */
export const hydrationLoaderSource: string = String(loadHydrationWhenPainted);
