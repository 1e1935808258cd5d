import { strings } from "#app/lib/strings/common.ts";
import { Icon } from "./icon";

const s = strings.search;

/**
 * The header's search box (issue 16): a GET form to /Search, which needs no script at all
 * (docs/decisions/0093-public-pages-islands.md): the browser checks that it is filled in and loads
 * the results page, which the speculation rules may have fetched already. It sits at the
 * end of the menu, so at 1217 px or less it folds behind the Menu button with the rest; from
 * 1440 px it is a box beside the menu; in between, an icon that opens the box (CSS only).
 */
export function HeaderSearch() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as it was as a router <Form>.
    <form method="get" action="/Search" role="search" aria-label={s.label} className="site-search">
      {/* Between 1218 and 1439 px the menu leaves no room for a box: this label, drawn as the search
          icon, stands for it, and pressing it (or tabbing to the box) opens the box over the menu. */}
      <label htmlFor="site-search-q" className="site-search__label" aria-hidden="true">
        <Icon name="search" />
      </label>
      <input
        id="site-search-q"
        className="site-search__input"
        type="search"
        name="q"
        placeholder={s.placeholder}
        aria-label={s.input}
        enterKeyHint="search"
        required
      />
      <button type="submit" className="site-search__button" aria-label={s.submit}>
        <Icon name="search" />
      </button>
    </form>
  );
}
