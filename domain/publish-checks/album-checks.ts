import { altTextFindings } from "./image-checks";
import type { Problem } from "./problem";

/**
 * The image checks of stored HTML (image-checks.ts), applied to an album's photos: the same
 * rules and codes, located by the photo's file (decision 0063). A photo is either described or
 * marked decorative; a described one must say what it shows.
 */
export type AlbumPhotoText = {
  /** The stored path: the locator's file. */
  path: string;
  /** How the photo is named to the person fixing it (its uploaded file name). */
  label: string;
  alt: string;
  caption: string;
  decorative: boolean;
};

/** Every photo's alt-text findings, each named by the photo and located at its file. */
export function checkAlbumPhotos(photos: readonly AlbumPhotoText[]): Problem[] {
  return photos.flatMap((photo) =>
    altTextFindings(photo.alt, {
      decorative: photo.decorative,
      caption: photo.caption,
      noun: "photo",
      restIn: "the caption",
    }).map(({ code, message }) => ({
      code,
      message: `${photo.label}: ${message}`,
      severity: "error" as const,
      locator: { kind: "file" as const, file: photo.path },
    })),
  );
}
