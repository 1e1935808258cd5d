import { lazy, type MouseEvent, Suspense, useMemo, useState } from "react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { imageUrl, isResizable } from "#app/lib/image-url.ts";
import { photoLabel } from "#app/lib/strings/photos.ts";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import "./photo-grid.css";

const loadViewer = () => import("#app/components/image-viewer.tsx");
const ImageViewer = lazy(loadViewer);

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type Props = {
  /** Stored paths of the photos. */
  paths: readonly string[];
  /** Names the photos ("<title>, photo 2 of 6") and the viewer. */
  title: string;
  /** The alt text and captions staff gave (issue 14): a photo with alt text is named by it. */
  words?: AlbumPhotoWords;
};

/**
 * A grid of photos. Each is a link to the large photo, so without JavaScript
 * a tap still shows it; with JavaScript the tap opens the zoomable viewer
 * instead (a click with a modifier key still opens a new tab).
 */
export function PhotoGrid({ paths, title, words }: Props) {
  const placeholder = usePublicImage("placeholder.jpg");
  const [open, setOpen] = useState<number | null>(null);
  const photos = useMemo(() => {
    const given = new Map((words ?? []).map((entry) => [entry.path, entry]));
    return paths.map((path, index) => ({
      path,
      // Each photo is a link, so one without words of its own is named by its place in the album.
      alt: given.get(path)?.alt || photoLabel(title, index + 1, paths.length),
      caption: given.get(path)?.caption ?? "",
    }));
  }, [paths, title, words]);

  return (
    <>
      <ul className="photo-grid">
        {paths.map((path, index) => (
          <li key={path}>
            <a
              className="photo-grid__link"
              href={isResizable(path) ? imageUrl(path, { width: 1280 }) : imageUrl(path)}
              // Start fetching the viewer as soon as someone is about to use it.
              onPointerEnter={loadViewer}
              onFocus={loadViewer}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setOpen(index);
              }}
            >
              <ResponsiveImage
                className="photo-grid__image"
                path={path}
                fallback={placeholder}
                alt={photos[index]?.alt ?? ""}
                width={480}
                height={320}
                sizes="(max-width: 599px) 50vw, (max-width: 999px) 33vw, 16rem"
                widths={[320, 480, 640]}
                // The first row on a phone is the page's largest paint: fetched first, not after layout.
                priority={index < 2}
              />
            </a>
            {photos[index]?.caption && <p className="photo-grid__caption">{photos[index].caption}</p>}
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewer photos={photos} index={open} label={title} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
