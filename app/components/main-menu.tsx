import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PageLink } from "#app/components/page-link.tsx";
import { isCurrentPage, type MenuEntry, type MenuLink } from "#app/lib/menu.ts";
import { strings } from "#app/lib/strings/common.ts";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

const listId = "main-menu-list";
const submenuId = (group: string) => `submenu-${group}`;

function MenuLinkView({ link, here }: { link: MenuLink; here: string }) {
  if (link.kind === "internal") {
    return (
      <PageLink
        to={link.to}
        className="main-menu__link"
        aria-current={isCurrentPage(here, link.to) ? "page" : undefined}
      >
        {link.label}
      </PageLink>
    );
  }
  return (
    <ExternalLink href={link.href} pdf={link.pdf} className="main-menu__link">
      {link.label}
    </ExternalLink>
  );
}

/**
 * The site menu (spec 2.3), a disclosure menu: buttons with aria-expanded
 * open the submenus, and at 1217 px or less one more button shows the whole
 * list. The server draws it closed; the menu island (app/islands/menu.ts) opens
 * and closes it. Without JavaScript, app/styles/no-js.css shows everything, so
 * no link is out of reach.
 */
export function MainMenu({ entries, search }: { entries: MenuEntry[]; search?: ReactNode }) {
  const here = useLocation().pathname;
  return (
    <nav className="main-menu" aria-label={strings.menu.label}>
      <button
        type="button"
        className="button button--outline main-menu__toggle"
        aria-expanded="false"
        aria-controls={listId}
      >
        {/* Both icons: CSS shows the one for the state aria-expanded says (site-header.css). */}
        <Icon name="menu" className="main-menu__when-closed" />
        <Icon name="close" className="main-menu__when-open" />
        <span>{strings.menu.toggle}</span>
      </button>
      <ul id={listId} className="main-menu__list">
        {entries.map((entry) =>
          entry.kind === "group" ? (
            <li key={entry.id} className="main-menu__item main-menu__group">
              <button
                type="button"
                className="main-menu__button"
                aria-expanded="false"
                aria-controls={submenuId(entry.id)}
              >
                {entry.label}
                <Icon name="chevronDown" />
              </button>
              <ul id={submenuId(entry.id)} className="submenu">
                {entry.items.map((item) => (
                  <li key={item.label}>
                    <MenuLinkView link={item} here={here} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.label} className="main-menu__item">
              <MenuLinkView link={entry} here={here} />
            </li>
          ),
        )}
        {/* Last: after the links on wide screens, and at the end of the folded list on narrow ones. */}
        {search && <li className="main-menu__item main-menu__search">{search}</li>}
      </ul>
    </nav>
  );
}
