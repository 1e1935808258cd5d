/**
 * For the islands' tests (jsdom): a page built from a component's server
 * HTML, and the browser parts jsdom lacks (matchMedia, the dialog's modal
 * methods), as far as the islands use them.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

/** Puts the component's server HTML in the document, as the browser would receive it. */
export function serverPage(element: ReactNode): void {
  document.body.innerHTML = renderToString(element);
}

/** A prefers-reduced-motion answer the test sets (jsdom has no matchMedia). */
export function fakeReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/**
 * jsdom knows <dialog> but not showModal() and close(): these do what the
 * browser does that the islands rely on (open, close with its close event,
 * Escape's cancel then close).
 */
export function fakeModalDialogs(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException("already open", "InvalidStateError");
    this.setAttribute("open", "");
    const first = this.querySelector<HTMLElement>("button, [href], input, [tabindex]");
    first?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/** Escape in an open modal dialog: its cancel event, then it closes. */
export function pressEscape(dialog: HTMLDialogElement): void {
  if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
}
