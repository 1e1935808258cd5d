import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { NavLink, useLocation } from "react-router";
import { menuBreakpointPx } from "#app/lib/constants.ts";
import type { MenuEntry, MenuLink } from "#app/lib/menu.ts";
import { strings } from "#app/lib/strings/common.ts";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

const listId = "main-menu-list";
const submenuId = (group: string) => `submenu-${group}`;

function isCompact(): boolean {
  return window.matchMedia(`(max-width: ${menuBreakpointPx}px)`).matches;
}

function MenuLinkView({ link }: { link: MenuLink }) {
  if (link.kind === "internal") {
    return (
      <NavLink to={link.to} end className="main-menu__link">
        {link.label}
      </NavLink>
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
 * list. Escape closes what is open and puts focus back on its button. Without
 * JavaScript, app/styles/no-js.css shows everything, so no link is out of reach.
 */
export function MainMenu({ entries, search }: { entries: MenuEntry[]; search?: ReactNode }) {
  const [listOpen, setListOpen] = useState(false);
  const [openGroup, setOpenGroupState] = useState<string | null>(null);
  // Read by handlers of events that follow each other before React renders (hover, then click).
  const openGroupNow = useRef<string | null>(null);
  const setOpenGroup = (group: string | null) => {
    openGroupNow.current = group;
    setOpenGroupState(group);
  };
  // A submenu opened by hovering closes when the pointer leaves; one opened by a click stays.
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    // A followed link closes everything (the page behind it is what the visitor wanted).
    setShownPath(pathname);
    setListOpen(false);
    setOpenGroup(null);
  }

  useEffect(() => {
    if (!listOpen && openGroup === null) return;
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (navRef.current?.contains(event.target as Node)) return;
      setListOpen(false);
      openGroupNow.current = null;
      setOpenGroupState(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [listOpen, openGroup]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    if (openGroup !== null) {
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${submenuId(openGroup)}"]`);
      setOpenGroup(null);
      button?.focus();
    } else if (listOpen) {
      setListOpen(false);
      toggleRef.current?.focus();
    }
  };

  const toggleGroup = (group: string) => {
    const wasHover = openedByHover.current;
    openedByHover.current = false;
    if (wasHover && openGroupNow.current === group) return;
    setOpenGroup(openGroupNow.current === group ? null : group);
  };

  const onPointerEnter = (event: PointerEvent, group: string) => {
    if (event.pointerType !== "mouse" || isCompact() || openGroupNow.current === group) return;
    openedByHover.current = true;
    setOpenGroup(group);
  };

  const onPointerLeave = (event: PointerEvent, group: string) => {
    if (event.pointerType !== "mouse" || isCompact() || !openedByHover.current) return;
    openedByHover.current = false;
    if (openGroupNow.current === group) setOpenGroup(null);
  };

  // On wide screens a dropdown covers the page, so it closes once focus has left it.
  const onGroupBlur = (event: FocusEvent<HTMLLIElement>, group: string) => {
    if (isCompact() || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (openGroupNow.current === group) setOpenGroup(null);
  };

  return (
    <nav className="main-menu" aria-label={strings.menu.label} ref={navRef} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="main-menu__toggle"
        aria-expanded={listOpen}
        aria-controls={listId}
        onClick={() => setListOpen((value) => !value)}
      >
        <Icon name={listOpen ? "close" : "menu"} />
        <span>{strings.menu.toggle}</span>
      </button>
      <ul id={listId} className={listOpen ? "main-menu__list main-menu__list--open" : "main-menu__list"}>
        {entries.map((entry) =>
          entry.kind === "group" ? (
            <li
              key={entry.id}
              className="main-menu__item main-menu__group"
              onPointerEnter={(event) => onPointerEnter(event, entry.id)}
              onPointerLeave={(event) => onPointerLeave(event, entry.id)}
              onBlur={(event) => onGroupBlur(event, entry.id)}
            >
              <button
                type="button"
                className="main-menu__button"
                aria-expanded={openGroup === entry.id}
                aria-controls={submenuId(entry.id)}
                onClick={() => toggleGroup(entry.id)}
              >
                {entry.label}
                <Icon name="chevronDown" />
              </button>
              <ul id={submenuId(entry.id)} className={openGroup === entry.id ? "submenu submenu--open" : "submenu"}>
                {entry.items.map((item) => (
                  <li key={item.label}>
                    <MenuLinkView link={item} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.label} className="main-menu__item">
              <MenuLinkView link={entry} />
            </li>
          ),
        )}
        {/* Last: after the links on wide screens, and at the end of the folded list on narrow ones. */}
        {search && <li className="main-menu__item main-menu__search">{search}</li>}
      </ul>
    </nav>
  );
}
