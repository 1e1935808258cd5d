/**
 * The site menu's island (spec 2.3; docs/decisions/0093-public-pages-islands.md): a disclosure menu
 * over the server's HTML (app/components/main-menu.tsx). The group buttons (aria-expanded,
 * aria-controls) open their submenus; at 1217 px or less the Menu button shows the whole list. A
 * mouse opens a wide screen's submenu by hovering, and leaving closes it again unless it was
 * clicked; focus leaving a wide submenu closes it; a press outside the menu closes everything;
 * Escape closes what is open and puts focus back on its button. Without JavaScript
 * app/styles/no-js.css shows everything instead.
 */
import { menuBreakpointPx } from "#app/lib/constants.ts";

const openList = "main-menu__list--open";
const openSubmenu = "submenu--open";

function isCompact(): boolean {
  return window.matchMedia(`(max-width: ${menuBreakpointPx}px)`).matches;
}

function enhance(nav: HTMLElement): void {
  if (nav.dataset.island === "menu") return;
  nav.dataset.island = "menu";
  const toggle = nav.querySelector<HTMLButtonElement>(".main-menu__toggle");
  const list = nav.querySelector<HTMLElement>(".main-menu__list");
  const groups = [...nav.querySelectorAll<HTMLElement>(".main-menu__group")].flatMap((item) => {
    const button = item.querySelector<HTMLButtonElement>(".main-menu__button");
    const submenu = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
    return button && submenu ? [{ item, button, submenu }] : [];
  });
  type Group = (typeof groups)[number];

  let open: Group | null = null;
  // A submenu opened by hovering closes when the pointer leaves; one opened by a click stays.
  let openedByHover = false;

  const setGroup = (group: Group | null) => {
    if (open && open !== group) {
      open.button.setAttribute("aria-expanded", "false");
      open.submenu.classList.remove(openSubmenu);
    }
    open = group;
    if (group) {
      group.button.setAttribute("aria-expanded", "true");
      group.submenu.classList.add(openSubmenu);
    }
  };
  const listOpen = () => toggle?.getAttribute("aria-expanded") === "true";
  const setList = (value: boolean) => {
    toggle?.setAttribute("aria-expanded", String(value));
    list?.classList.toggle(openList, value);
  };
  const closeAll = () => {
    openedByHover = false;
    setGroup(null);
    setList(false);
  };

  toggle?.addEventListener("click", () => setList(!listOpen()));

  for (const group of groups) {
    group.button.addEventListener("click", () => {
      const wasHover = openedByHover;
      openedByHover = false;
      // The click that follows a hover keeps the submenu the hover opened.
      if (wasHover && open === group) return;
      setGroup(open === group ? null : group);
    });
    group.item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse" || isCompact() || open === group) return;
      openedByHover = true;
      setGroup(group);
    });
    group.item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse" || isCompact() || !openedByHover) return;
      openedByHover = false;
      if (open === group) setGroup(null);
    });
    // On wide screens a dropdown covers the page, so it closes once focus has left it.
    group.item.addEventListener("focusout", (event) => {
      if (isCompact() || group.item.contains(event.relatedTarget as Node | null)) return;
      if (open === group) setGroup(null);
    });
  }

  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (open) {
      const { button } = open;
      setGroup(null);
      button.focus();
    } else if (listOpen()) {
      setList(false);
      toggle?.focus();
    }
  });

  document.addEventListener("pointerdown", (event) => {
    if ((open || listOpen()) && !nav.contains(event.target as Node)) closeAll();
  });
  // A page the browser kept (back/forward cache) comes back as it was left: after a followed link, closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) closeAll();
  });
}

for (const nav of document.querySelectorAll<HTMLElement>("nav.main-menu")) enhance(nav);
