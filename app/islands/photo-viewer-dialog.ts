/**
 * The zoomable photo viewer, fetched at the first use of a photo grid
 * (photo-viewer.ts). A modal <dialog> over the whole window: the page behind
 * is inert, Tab and Shift+Tab go round the viewer's buttons, Escape or a
 * click beside the photo closes it, and focus goes back to the photo that
 * opened it. The arrow keys, the buttons and a swipe change the photo (round
 * the album from the last to the first, except for two photos or fewer);
 * the buttons, + and -, the wheel, a double click and a pinch zoom, up to
 * twice the photo's own pixels, and a zoomed photo is moved by dragging it.
 */
import { swipeStep } from "#app/lib/carousel-steps.ts";
import { type ImageFormat, imageUrl, isResizable } from "#app/lib/image-url.ts";
import { viewerStrings as v } from "#app/lib/strings/photos.ts";
import { slideLabel } from "#app/lib/strings/slide-label.ts";
import { type ImageWidth, imageWidths } from "#domain/image-widths";

export type ViewerPhoto = { path: string; alt: string };

/** Twice the photo's own pixels: a notice board or a name in a group photo can be read on a small phone. */
const maxPixelRatio = 2;

/**
 * One size per photo, as wide as this screen has device pixels (a phone on
 * mobile data gets 960 or 1280, never more than the service's 1920). Not a
 * srcset: the service does not enlarge, so listed widths could overstate the
 * photo, and the viewer would then blow small photos up before any zoom.
 */
function viewerWidth(): ImageWidth {
  const devicePixels = Math.min(window.innerWidth, window.screen.width || window.innerWidth) * window.devicePixelRatio;
  return imageWidths.find((width) => width >= devicePixels) ?? 1920;
}

/** Browsers that can encode WebP can show it; Safari says no here and gets JPEG, which it shows fine. */
function webpFormat(): ImageFormat | undefined {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  // String(): jsdom, for one, answers null.
  return String(canvas.toDataURL("image/webp")).startsWith("data:image/webp") ? "webp" : undefined;
}

const icon = (path: string) =>
  `<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const lens = "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM20 20l-4.9-4.9M8 10.5h5";
const button = (name: string, label: string, path: string) =>
  `<button type="button" class="icon-button viewer__button viewer__${name}" aria-label="${label}">${icon(path)}</button>`;

// Fixed texts only: the photos' own words are set as properties, never written into markup.
const markup = `<div class="viewer__slide" role="group" aria-roledescription="${v.slide}"><img class="viewer__image" alt="" draggable="false"></div>${button("prev", v.previous, "M15 6l-6 6 6 6")}${button("next", v.next, "M9 6l6 6-6 6")}<div class="viewer__tools">${button("zoom-in", v.zoomIn, `${lens}M10.5 8v5`)}${button("zoom-out", v.zoomOut, lens)}${button("close", v.close, "M6 6l12 12M18 6L6 18")}</div>`;

export function openViewer(photos: readonly ViewerPhoto[], start: number, opener: HTMLElement): void {
  if (document.querySelector("dialog.viewer")) return;
  const dialog = document.createElement("dialog");
  dialog.className = "viewer";
  dialog.setAttribute("aria-label", v.label);
  dialog.setAttribute("aria-modal", "true");
  dialog.innerHTML = markup;
  const part = <T extends HTMLElement>(selector: string) => dialog.querySelector(selector) as T;
  const slide = part<HTMLElement>(".viewer__slide");
  const image = part<HTMLImageElement>(".viewer__image");
  const prev = part<HTMLButtonElement>(".viewer__prev");
  const next = part<HTMLButtonElement>(".viewer__next");
  const zoomIn = part<HTMLButtonElement>(".viewer__zoom-in");
  const zoomOut = part<HTMLButtonElement>(".viewer__zoom-out");
  const close = part<HTMLButtonElement>(".viewer__close");
  const width = viewerWidth();
  const format = webpFormat();
  const finite = photos.length <= 2;
  let index = start;
  let zoom = 1;
  let x = 0;
  let y = 0;

  // The page behind cannot be reached or read while the viewer is open.
  const madeInert = [...document.body.children].filter((element) => !element.hasAttribute("inert"));
  for (const element of madeInert) element.setAttribute("inert", "");

  // Until the photo shown has loaded, its size is the previous photo's or none: no zoom yet, so a
  // tap on + right after moving on is not taken and lost (the button waits, disabled, for the load).
  let loaded = false;
  const maxZoom = () =>
    loaded && image.naturalWidth && image.clientWidth
      ? Math.max(1, (image.naturalWidth * maxPixelRatio) / (image.clientWidth * window.devicePixelRatio))
      : 1;

  function draw(): void {
    // Never further than the photo's edges.
    const limitX = (image.clientWidth * (zoom - 1)) / 2;
    const limitY = (image.clientHeight * (zoom - 1)) / 2;
    x = Math.max(-limitX, Math.min(limitX, x));
    y = Math.max(-limitY, Math.min(limitY, y));
    image.style.transform = zoom > 1 ? `translate(${x}px, ${y}px) scale(${zoom})` : "";
    zoomIn.disabled = zoom >= maxZoom();
    zoomOut.disabled = zoom <= 1;
  }

  function zoomTo(level: number): void {
    zoom = Math.max(1, Math.min(maxZoom(), level));
    draw();
  }

  function show(at: number): void {
    const photo = photos[at];
    if (!photo) return;
    index = at;
    zoom = 1;
    x = 0;
    y = 0;
    loaded = false;
    image.src = isResizable(photo.path) ? imageUrl(photo.path, { width, format }) : imageUrl(photo.path);
    image.alt = photo.alt;
    slide.setAttribute("aria-label", slideLabel(at + 1, photos.length));
    prev.hidden = next.hidden = photos.length < 2;
    prev.disabled = finite && at === 0;
    next.disabled = finite && at === photos.length - 1;
    draw();
  }

  function step(direction: 1 | -1): void {
    const at = index + direction;
    if (at >= 0 && at < photos.length) show(at);
    else if (!finite) show((at + photos.length) % photos.length);
  }

  image.addEventListener("load", () => {
    loaded = true;
    draw();
  });
  prev.addEventListener("click", () => step(-1));
  next.addEventListener("click", () => step(1));
  zoomIn.addEventListener("click", () => zoomTo(zoom * 2));
  zoomOut.addEventListener("click", () => zoomTo(zoom / 2));
  close.addEventListener("click", () => dialog.close());

  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else if (event.key === "+" || event.key === "=") zoomTo(zoom * 2);
    else if (event.key === "-") zoomTo(zoom / 2);
    else if (event.key === "Tab") {
      // A modal dialog still lets Tab out to the browser's own controls: keep it going round.
      const controls = [...dialog.querySelectorAll<HTMLButtonElement>("button")].filter(
        (control) => !control.disabled && !control.hidden,
      );
      const at = controls.indexOf(document.activeElement as HTMLButtonElement);
      const last = controls.length - 1;
      if (event.shiftKey) controls[at > 0 ? at - 1 : last]?.focus();
      else controls[at < last ? at + 1 : 0]?.focus();
    } else return;
    event.preventDefault();
  });

  // Pointers on the photo: one drags a zoomed photo or swipes to the next; two pinch.
  const pointers = new Map<number, { x: number; y: number }>();
  let gesture = { x: 0, y: 0, zoom: 1, distance: 0, startX: 0, moved: false };
  const spread = () => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  slide.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("button")) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    slide.setPointerCapture?.(event.pointerId);
    gesture = { x, y, zoom, distance: spread(), startX: event.clientX, moved: false };
    gesture.x -= event.clientX;
    gesture.y -= event.clientY;
    image.toggleAttribute("data-moving", zoom > 1 || pointers.size > 1);
  });
  slide.addEventListener("pointermove", (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (Math.abs(event.clientX - gesture.startX) > 8) gesture.moved = true;
    if (pointers.size > 1 && gesture.distance) {
      gesture.moved = true;
      zoomTo((gesture.zoom * spread()) / gesture.distance);
    } else if (zoom > 1) {
      x = gesture.x + event.clientX;
      y = gesture.y + event.clientY;
      draw();
    }
  });
  const release = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    image.removeAttribute("data-moving");
    if (pointers.size === 0 && zoom === 1 && gesture.distance === 0) {
      const direction = swipeStep(event.clientX - gesture.startX);
      if (direction) step(direction);
    }
  };
  slide.addEventListener("pointerup", release);
  slide.addEventListener("pointercancel", release);
  slide.addEventListener("dblclick", () => zoomTo(zoom > 1 ? 1 : 2));
  slide.addEventListener(
    "wheel",
    (event) => {
      event.preventDefault();
      zoomTo(zoom * (event.deltaY < 0 ? 1.25 : 0.8));
    },
    { passive: false },
  );
  // A click beside the photo (not a drag or a swipe that ended there) closes the viewer.
  slide.addEventListener("click", (event) => {
    if (event.target === slide && !gesture.moved) dialog.close();
  });

  dialog.addEventListener("close", () => {
    for (const element of madeInert) element.removeAttribute("inert");
    dialog.remove();
    opener.focus();
  });

  document.body.append(dialog);
  show(start);
  dialog.showModal();
  close.focus();
}
