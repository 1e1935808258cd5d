/**
 * The photo viewer's trigger, all a page with a photo grid loads
 * (photo-grid.tsx): a plain click on a photo opens the zoomable viewer,
 * whose code (photo-viewer-dialog.ts) is fetched only then, or a little
 * before, when a pointer or focus comes onto a photo. A click with a
 * modifier key stays the browser's (a new tab). If the viewer's code cannot
 * be fetched (a dropped connection), the link is followed: the large photo.
 */
type Viewer = typeof import("./photo-viewer-dialog");

let viewer: Promise<Viewer> | undefined;
const loadViewer = () => {
  viewer ??= import("./photo-viewer-dialog");
  return viewer;
};

const photoLink = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLAnchorElement>("[data-viewer] a[data-photo]") ?? null;

function onClick(event: MouseEvent): void {
  const link = photoLink(event);
  const grid = link?.closest<HTMLElement>("[data-viewer]");
  if (!link || !grid) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const links = [...grid.querySelectorAll<HTMLAnchorElement>("a[data-photo]")];
  const photos = links.map((each) => ({ path: each.dataset.photo ?? "", alt: each.querySelector("img")?.alt ?? "" }));
  loadViewer().then(
    (module) => module.openViewer(photos, links.indexOf(link), link),
    () => window.location.assign(link.href),
  );
}

function onApproach(event: Event): void {
  if (photoLink(event)) void loadViewer().catch(() => undefined);
}

let listening = false;

/** Listens on the document, so photos added later are covered too; once only. */
export function enhancePhotoViewer(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("click", onClick);
  document.addEventListener("pointerover", onApproach);
  document.addEventListener("focusin", onApproach);
}

enhancePhotoViewer();
