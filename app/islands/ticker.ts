/**
 * The island of the scrolling lists (app/components/marquee.tsx): the header's highlights ticker
 * and Home's news box. CSS moves them and stops them on hover and on keyboard focus inside; this
 * makes the pause button pause and resume them (WCAG 2.2.2), naming what it will do next; keeps a
 * link that takes keyboard focus wholly in view (WCAG 2.4.7), which the browser does not do for a
 * link already partly in view; and starts the loop from its origin again once focus leaves.
 */

/** Scrolls the viewport so the whole focused link shows. */
function revealFocusedLink(section: HTMLElement, target: EventTarget | null): void {
  const viewport = section.querySelector(".marquee__viewport");
  if (!(target instanceof Element) || !viewport?.contains(target) || !target.matches(":focus-visible")) return;
  const outer = viewport.getBoundingClientRect();
  const inner = target.getBoundingClientRect();
  const dx = inner.left < outer.left ? inner.left - outer.left : Math.max(0, inner.right - outer.right);
  const dy = inner.top < outer.top ? inner.top - outer.top : Math.max(0, inner.bottom - outer.bottom);
  viewport.scrollBy(dx, dy);
}

function enhance(section: HTMLElement): void {
  if (section.dataset.island === "ticker") return;
  section.dataset.island = "ticker";
  const toggle = section.querySelector<HTMLButtonElement>(".marquee__toggle");
  toggle?.addEventListener("click", () => {
    const paused = !section.hasAttribute("data-paused");
    section.toggleAttribute("data-paused", paused);
    const label = paused ? toggle.dataset.playLabel : toggle.dataset.pauseLabel;
    if (label) toggle.setAttribute("aria-label", label);
  });
  section.addEventListener("focusin", (event) => revealFocusedLink(section, event.target));
  section.addEventListener("focusout", (event) => {
    if (section.contains(event.relatedTarget as Node | null)) return;
    section.querySelector(".marquee__viewport")?.scrollTo(0, 0);
  });
}

for (const section of document.querySelectorAll<HTMLElement>("section.marquee")) enhance(section);
