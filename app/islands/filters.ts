/**
 * The list filters' island (app/components/lists/list-filters.tsx; docs/decisions/0093-public-pages-islands.md).
 * Without it the filters are a GET form the Search button sends. With it:
 * - a changed select applies at once: the page of the filtered list loads;
 * - the URL carries only the fields that have a value, trimmed (app/lib/list-query.ts);
 * - the new page comes back scrolled where the old one was, with keyboard focus on the field that
 *   changed, and its live region says the count again, as the list updating in place used to;
 * - a page the visitor comes back to (back/forward) shows its own filter, not their later pick.
 */
import { filterReturnFor, filterReturnText, filterUrl } from "#app/lib/filter-return.ts";
import { queryFromEntries } from "#app/lib/list-query.ts";

const storageKey = "school:list-filters";

function here(): string {
  return `${location.pathname}${location.search}`;
}

function apply(form: HTMLFormElement, field: string): void {
  const url = filterUrl(location.pathname, queryFromEntries(new FormData(form)));
  try {
    sessionStorage.setItem(storageKey, filterReturnText({ url, field, scrollY: window.scrollY }));
  } catch {
    // Storage refused (private mode, full): the page loads all the same, from its top.
  }
  location.assign(url);
}

/** The fields as the server drew them: a page back from the back/forward cache keeps what was picked on it. */
function showPageValues(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement) {
      for (const option of element.options) option.selected = option.defaultSelected;
    } else if (element instanceof HTMLInputElement) {
      element.value = element.defaultValue;
    }
  }
}

/** Where the visitor was before the filter they changed loaded this page. */
function restore(form: HTMLFormElement): void {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
  } catch {
    return;
  }
  const entry = filterReturnFor(text, here());
  if (!entry) return;
  window.scrollTo(0, entry.scrollY);
  const field = form.elements.namedItem(entry.field);
  if (field instanceof HTMLElement) field.focus({ preventScroll: true });
  // A live region speaks when its text changes: written again, the count is announced as before.
  const status = document.querySelector(".list-status");
  if (status) {
    const content = [...status.childNodes];
    status.replaceChildren();
    requestAnimationFrame(() => status.replaceChildren(...content));
  }
}

function enhance(form: HTMLFormElement): void {
  if (form.dataset.island === "filters") return;
  form.dataset.island = "filters";
  form.addEventListener("change", (event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.hasAttribute("data-apply-on-change")) apply(form, target.name);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const active = document.activeElement;
    const named = active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active.name : "";
    apply(form, named || "q");
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) showPageValues(form);
  });
}

const forms = document.querySelectorAll<HTMLFormElement>("form.list-filters");
for (const form of forms) enhance(form);
if (forms[0]) restore(forms[0]);
