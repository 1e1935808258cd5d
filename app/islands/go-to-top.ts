/**
 * The go-to-top button's island (spec 2.2, app/components/go-to-top.tsx): the button shows once the
 * page is scrolled more than 20 px; pressing it scrolls back up (at once under
 * prefers-reduced-motion) and puts keyboard focus at the top of the page, not on the button left
 * at the bottom.
 */
import { goToTopThresholdPx } from "#app/lib/constants.ts";
import { goToTopVisible } from "#app/lib/contact.ts";

function enhance(button: HTMLButtonElement): void {
  if (button.dataset.island === "go-to-top") return;
  button.dataset.island = "go-to-top";
  const update = () => {
    button.hidden = !goToTopVisible(window.scrollY, goToTopThresholdPx);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  });
}

const button = document.querySelector<HTMLButtonElement>("button.go-to-top");
if (button) enhance(button);
