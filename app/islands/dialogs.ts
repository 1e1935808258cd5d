/**
 * The page's modal dialogs (modal-dialog.tsx): the entry popup, which opens
 * by itself once per browser session (notification-once.ts), and the dialogs
 * a button or link opens (`data-dialog`: the principal's video, the ERP
 * screenshots). The native <dialog> opened with showModal() traps focus,
 * makes the page behind inert and closes on Escape; this adds the close
 * button, a click on the backdrop, the <template>'s content (a video, a large
 * image) put in at opening and taken out at closing, and focus back on the
 * opener.
 */
import { markNotificationsSeen, sessionSeenStore, shouldOpenNotifications } from "#app/lib/notification-once.ts";

const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();

function prepare(dialog: HTMLDialogElement): void {
  if (dialog.hasAttribute("data-island")) return;
  dialog.setAttribute("data-island", "");
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    // The dialog itself is hit only on its backdrop: its frame fills it.
    if (target === dialog || target.closest("[data-dialog-close]")) dialog.close();
  });
  dialog.addEventListener("close", () => {
    const template = dialog.querySelector("template");
    while (template?.nextSibling) template.nextSibling.remove();
    openers.get(dialog)?.focus();
  });
}

function open(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (dialog.open) return;
  prepare(dialog);
  const template = dialog.querySelector("template");
  template?.after(template.content.cloneNode(true));
  // The muted attribute sets a video's muted state only when the parser creates it, not on a copy;
  // browsers autoplay muted video only.
  for (const video of dialog.querySelectorAll("video")) video.muted = video.defaultMuted;
  openers.set(dialog, opener);
  dialog.showModal();
}

function onClick(event: MouseEvent): void {
  const opener = (event.target as Element | null)?.closest?.<HTMLElement>("[data-dialog]");
  const dialog = opener && document.getElementById(opener.dataset.dialog ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  // A link with a modifier key still opens its image in a new tab or window.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open(dialog, opener ?? null);
}

let listening = false;

/** Wires the page's dialogs and opens the entry popup when this session has not seen its notifications. */
export function enhanceDialogs(root: ParentNode = document): void {
  if (!listening) document.addEventListener("click", onClick);
  listening = true;
  for (const dialog of root.querySelectorAll<HTMLDialogElement>("dialog[data-open-once]")) {
    const ids = (dialog.dataset.openOnce ?? "").split(",").filter(Boolean);
    const store = sessionSeenStore();
    if (dialog.open || !shouldOpenNotifications(ids, store)) continue;
    markNotificationsSeen(ids, store);
    open(dialog, null);
  }
}

enhanceDialogs();
