/**
 * The zoomable photo viewer (yet-another-react-lightbox with its Zoom
 * plugin). Imported lazily, on the first tap on a photo, so its JavaScript
 * and CSS never load with a page, and never on pages without photos.
 *
 * The lightbox is a modal dialog: it makes the rest of the page inert
 * (focus stays inside), closes on Escape, moves with the arrow keys, zooms
 * with its buttons, +/- and pinch, and gives focus back to the photo that
 * opened it.
 */
import { useEffect, useMemo } from "react";
import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import { type ImageFormat, imageUrl, isResizable } from "#app/lib/image-url.ts";
import { viewerStrings } from "#app/lib/strings/photos.ts";
import { type ImageWidth, imageWidths } from "#domain/image-widths";
import "yet-another-react-lightbox/styles.css";

export type ViewerPhoto = { path: string; alt: string };

type Props = { photos: readonly ViewerPhoto[]; index: number; label: string; onClose: () => void };

/**
 * One size per photo, as wide as this screen has device pixels (a phone on
 * mobile data gets 960 or 1280, never more than the service's 1920). Not a
 * srcset: the service does not enlarge, so listed widths could overstate the
 * photo, and the viewer would then blow small photos up before any zoom.
 * The viewer reads the real size once the photo has loaded.
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
  return canvas.toDataURL("image/webp").startsWith("data:image/webp") ? "webp" : undefined;
}

function slidesOf(photos: readonly ViewerPhoto[]): SlideImage[] {
  const width = viewerWidth();
  const format = webpFormat();
  return photos.map((photo) => ({
    src: isResizable(photo.path) ? imageUrl(photo.path, { width, format }) : imageUrl(photo.path),
    alt: photo.alt,
  }));
}

const v = viewerStrings;
const labels = {
  Lightbox: v.label,
  Carousel: v.carousel,
  Slide: v.slide,
  Previous: v.previous,
  Next: v.next,
  Close: v.close,
  "Zoom in": v.zoomIn,
  "Zoom out": v.zoomOut,
};

const controlsSelector = "button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

/**
 * The lightbox makes the page inert, but Tab from its last control would
 * still leave the document (to the browser's own toolbar); keep Tab and
 * Shift+Tab going round the viewer's controls instead.
 */
function useTabCycle() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const root = document.querySelector<HTMLElement>(".yarl__root");
      if (!root) return;
      const controls = [...root.querySelectorAll<HTMLElement>(controlsSelector)].filter(
        (control) => !control.closest("[inert]"),
      );
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      const outside = !root.contains(active);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

export default function ImageViewer({ photos, index, label, onClose }: Props) {
  useTabCycle();
  const slides = useMemo(() => slidesOf(photos), [photos]);
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Zoom]}
      labels={{ ...labels, "Photo gallery": label }}
      // Twice the photo's own pixels: a notice board or a name in a group photo can be read on a small phone.
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: photos.length <= 2 }}
    />
  );
}
