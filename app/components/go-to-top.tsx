import { strings } from "#app/lib/strings/common.ts";
import { Icon } from "./icon";

/**
 * Appears once the page is scrolled more than 20 px (spec 2.2); takes focus back to the top too.
 * The server draws it hidden; the go-to-top island (app/islands/go-to-top.ts) shows it and makes it work.
 */
export function GoToTop() {
  return (
    <button type="button" className="go-to-top" hidden aria-label={strings.goToTop}>
      <Icon name="arrowUp" />
    </button>
  );
}
