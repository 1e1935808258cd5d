import { useEffect, useState } from "react";
import { goToTopThresholdPx } from "#app/lib/constants.ts";
import { goToTopVisible } from "#app/lib/contact.ts";
import { strings } from "#app/lib/strings/common.ts";
import { Icon } from "./icon";
import { useReducedMotion } from "./use-reduced-motion";

/** Appears once the page is scrolled more than 20 px (spec 2.2); takes focus back to the top too. */
export function GoToTop() {
  const [visible, setVisible] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const update = () => setVisible(goToTopVisible(window.scrollY, goToTopThresholdPx));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <button
      type="button"
      className="go-to-top"
      hidden={!visible}
      aria-label={strings.goToTop}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
        // Keyboard users continue from the top, not from the button at the bottom.
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
