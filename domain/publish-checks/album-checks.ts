import { altTextMaxLength, isGenericAlt, looksLikeFileName } from "./image-checks";
import type { Problem, ProblemCode } from "./problem";

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

const same = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

function fileError(code: ProblemCode, photo: AlbumPhotoText, message: string): Problem {
  return {
    code,
    message: `${photo.label}: ${message}`,
    severity: "error",
    locator: { kind: "file", file: photo.path },
  };
}

export function checkAlbumPhotos(photos: readonly AlbumPhotoText[]): Problem[] {
  const problems: Problem[] = [];
  for (const photo of photos) {
    const alt = photo.alt.trim();
    if (alt === "") {
      if (!photo.decorative) {
        problems.push(
          fileError(
            "image-alt-missing",
            photo,
            "this photo has no description (alt text). Say what it shows, for people who cannot see it, or mark it as decorative if it adds nothing.",
          ),
        );
      }
      continue;
    }
    if (looksLikeFileName(alt)) {
      problems.push(
        fileError(
          "image-alt-file-name",
          photo,
          `the description "${alt}" is a file name. Say what the photo shows instead.`,
        ),
      );
    } else if (isGenericAlt(alt)) {
      problems.push(
        fileError(
          "image-alt-generic",
          photo,
          `the description "${alt}" only says it is a picture. Say what it shows, for example "Students planting saplings on the school ground".`,
        ),
      );
    }
    if (photo.caption.trim() !== "" && same(photo.caption, alt)) {
      problems.push(
        fileError(
          "image-alt-same-as-caption",
          photo,
          "the description repeats the caption, so a screen reader reads it twice. Describe what the photo shows, or mark it as decorative and let the caption speak.",
        ),
      );
    }
    if ([...alt].length > altTextMaxLength) {
      problems.push(
        fileError(
          "image-alt-too-long",
          photo,
          `the description is ${[...alt].length} characters long; keep it to ${altTextMaxLength} and put the rest in the caption.`,
        ),
      );
    }
  }
  return problems;
}
