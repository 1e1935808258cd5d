import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { imageUrl, isResizable } from "#app/lib/image-url.ts";
import { photoLabel } from "#app/lib/strings/photos.ts";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import "./photo-grid.css";
import "./photo-viewer.css";

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
 * a tap still shows it; with JavaScript the photo-viewer island opens the
 * zoomable viewer instead (a click with a modifier key still opens a new
 * tab). The island reads the photos from here: `data-viewer` marks the
 * grid, `data-photo` is each photo's stored path, the image's alt its name.
 */
export function PhotoGrid({ paths, title, words }: Props) {
  const placeholder = usePublicImage("placeholder.jpg");
  const given = new Map((words ?? []).map((entry) => [entry.path, entry]));
  return (
    <ul className="photo-grid" data-viewer="">
      {paths.map((path, index) => {
        // Each photo is a link, so one without words of its own is named by its place in the album.
        const alt = given.get(path)?.alt || photoLabel(title, index + 1, paths.length);
        const caption = given.get(path)?.caption ?? "";
        return (
          <li key={path}>
            <a
              className="photo-grid__link"
              href={isResizable(path) ? imageUrl(path, { width: 1280 }) : imageUrl(path)}
              data-photo={path}
            >
              <ResponsiveImage
                className="photo-grid__image"
                path={path}
                fallback={placeholder}
                alt={alt}
                width={480}
                height={320}
                sizes="(max-width: 599px) 50vw, (max-width: 999px) 33vw, 16rem"
                widths={[320, 480, 640]}
                // The first row on a phone is the page's largest paint: fetched first, not after layout.
                priority={index < 2}
              />
            </a>
            {caption && <p className="photo-grid__caption">{caption}</p>}
          </li>
        );
      })}
    </ul>
  );
}
