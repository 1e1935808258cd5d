/**
 * Every carousel on the page (Home's photos, toppers, birthdays, gallery and
 * the notifications in the entry popup), made to move. The server HTML has
 * all the slides and the buttons (carousel.tsx); this moves the slides by
 * setting --index (carousel.css), one whole slide at a time, aligned to the
 * start, never past the last slide (carousel-steps.ts).
 *
 * It auto-advances (rewinding at the end of a carousel that does not loop),
 * stops while hovered with a mouse or while focus is inside, has a pause
 * button (WCAG 2.2.2), does not start by itself under prefers-reduced-motion,
 * moves by a swipe, and brings a slide reached with Tab into view. While it
 * moves by itself its slides are not announced; once stopped, a move is
 * (aria-live).
 */
import { carouselEdges, indexShowing, stepIndex, swipeStep } from "#app/lib/carousel-steps.ts";

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)");

function enhance(section: HTMLElement): void {
  const viewport = section.querySelector<HTMLElement>(".carousel__viewport");
  const track = section.querySelector<HTMLElement>(".carousel__track");
  const play = section.querySelector<HTMLButtonElement>(".carousel__play");
  const prev = section.querySelector<HTMLButtonElement>(".carousel__prev");
  const next = section.querySelector<HTMLButtonElement>(".carousel__next");
  if (!viewport || !track || section.hasAttribute("data-island")) return;
  section.setAttribute("data-island", "");
  const slides = track.children;
  const count = slides.length;
  const autoplayMs = Number(section.dataset.autoplayMs) || 5000;
  const loop = section.hasAttribute("data-loop");
  const motion = reducedMotion();
  let index = 0;
  let choice: "auto" | "play" | "pause" = "auto";
  let hovered = false;
  let focused = false;
  let timer = 0;
  let swipeFrom: number | null = null;

  // The CSS decides the slides per view at this width (perViewCss): read, not computed again.
  const perView = () => Number.parseInt(getComputedStyle(section).getPropertyValue("--per-view"), 10) || 1;
  const playing = () => choice === "play" || (choice === "auto" && !motion.matches);

  function update(): void {
    const moving = playing() && !hovered && !focused && count > 1;
    // Set through the CSSOM: the page's CSP refuses style attributes in the HTML, not this.
    track?.style.setProperty("--index", String(index));
    const edges = carouselEdges(index, count, perView(), loop);
    if (prev) prev.disabled = !edges.prev;
    if (next) next.disabled = !edges.next;
    if (play) {
      play.toggleAttribute("data-paused", !playing());
      play.setAttribute("aria-label", (playing() ? play.dataset.pause : play.dataset.play) ?? "");
    }
    track?.setAttribute("aria-live", moving ? "off" : "polite");
    if (moving && !timer) timer = window.setInterval(() => move(1, true), autoplayMs);
    if (!moving && timer) {
      window.clearInterval(timer);
      timer = 0;
    }
  }

  function move(direction: 1 | -1, wrap: boolean): void {
    section.removeAttribute("data-instant");
    index = stepIndex(index, count, perView(), wrap, direction);
    update();
  }

  // The row no longer scrolls natively, so there is nothing to focus it for.
  viewport.removeAttribute("tabindex");
  play?.addEventListener("click", () => {
    choice = playing() ? "pause" : "play";
    update();
  });
  prev?.addEventListener("click", () => move(-1, loop));
  next?.addEventListener("click", () => move(1, loop));
  section.addEventListener("pointerenter", (event) => {
    hovered = event.pointerType === "mouse";
    update();
  });
  section.addEventListener("pointerleave", () => {
    hovered = false;
    update();
  });
  section.addEventListener("focusin", (event) => {
    focused = true;
    const slide = (event.target as Element).closest(".carousel__slide");
    if (slide) {
      // At once, not sliding in: focus must be seen where it lands (WCAG 2.4.11), as the browser scrolls to it.
      section.setAttribute("data-instant", "");
      index = indexShowing(index, [...slides].indexOf(slide), count, perView());
    }
    update();
  });
  section.addEventListener("focusout", (event) => {
    if (section.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  // A finger's swipe (a mouse drags nothing: it has the buttons).
  viewport.addEventListener("pointerdown", (event) => {
    swipeFrom = event.pointerType === "mouse" ? null : event.clientX;
  });
  viewport.addEventListener("pointerup", (event) => {
    const direction = swipeFrom === null ? 0 : swipeStep(event.clientX - swipeFrom);
    swipeFrom = null;
    if (direction) move(direction, loop);
  });
  motion.addEventListener("change", update);
  // A wider or narrower window shows more or fewer slides: the edges change.
  window.addEventListener("resize", update);
  update();
}

/** Enhances every carousel under `root` not yet enhanced. */
export function enhanceCarousels(root: ParentNode = document): void {
  for (const section of root.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')) enhance(section);
}

enhanceCarousels();
