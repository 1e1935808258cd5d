import { nodeError, type Problem } from "./problem";
import { elementsOf, type RichElement, type RichTree, textOf } from "./rich-text-tree";

/** Longer alt text is a description that belongs in the text or the caption, not read out in one breath. */
export const altTextMaxLength = 150;

/**
 * How stored HTML marks a picture that is only decoration: `alt=""` (so screen
 * readers skip it) together with `data-decorative="true"` (so an empty alt is
 * known to be meant, not forgotten). Decision 0055.
 */
export function isDecorative(image: RichElement): boolean {
  return image.attrs.alt !== undefined && image.attrs.alt.trim() === "" && image.attrs["data-decorative"] === "true";
}

const imageExtension = /\.(jpe?g|png|gif|webp|avif|heic|heif|tiff?|bmp|svg)$/i;
/** What cameras, phones and apps name their files: IMG_1234, DSC0001, DSCN0042, PXL_20250314_101522, WhatsApp Image 2025-03-14. */
const cameraName =
  /^(img|dsc[nf]?|pxl|mvimg|dcim|p|sam|wa|screenshot|whatsapp image|image|photo)[\s_-]*\d{3,}[\d\s._-]*(at[\d\s._-]+)?$/i;
/** One token of letters, digits, - and _ with a long run of digits: 20250314_101522, scan-0042. */
const numberedToken = /^[\w-]*\d{4,}[\w-]*$/;

export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim();
  return imageExtension.test(text) || cameraName.test(text) || numberedToken.test(text);
}

const genericWords = new Set([
  "image",
  "images",
  "photo",
  "photos",
  "picture",
  "pictures",
  "photograph",
  "pic",
  "img",
  "graphic",
]);

/** "Image", "a photo", "Picture." say nothing a screen reader has not said already. */
export function isGenericAlt(alt: string): boolean {
  const words = alt
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word !== "" && word !== "a" && word !== "an" && word !== "the");
  return words.length === 1 && genericWords.has(words[0]);
}

const same = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/** The text of the caption of the figure the image is in, or null. */
function captionsByImage(tree: RichTree): Map<RichElement, string> {
  const captions = new Map<RichElement, string>();
  for (const figure of elementsOf(tree).filter((element) => element.name === "figure")) {
    const inside = elementsOf(figure.children);
    const caption = inside.find((element) => element.name === "figcaption");
    if (!caption) continue;
    for (const image of inside.filter((element) => element.name === "img")) captions.set(image, textOf(caption));
  }
  return captions;
}

/** The image checks of the "Publish-time checks": missing, file-name, generic, caption-copy and over-long alt text. */
export function checkImages(tree: RichTree): Problem[] {
  const problems: Problem[] = [];
  const captions = captionsByImage(tree);
  for (const image of elementsOf(tree).filter((element) => element.name === "img")) {
    const alt = (image.attrs.alt ?? "").trim();
    if (alt === "") {
      if (!isDecorative(image)) {
        problems.push(
          nodeError(
            "image-alt-missing",
            image,
            "This picture has no description (alt text). Say what it shows, for people who cannot see it, or mark it as decorative if it adds nothing.",
          ),
        );
      }
      continue;
    }
    if (looksLikeFileName(alt)) {
      problems.push(
        nodeError(
          "image-alt-file-name",
          image,
          `The description "${alt}" is a file name. Say what the picture shows instead.`,
        ),
      );
    } else if (isGenericAlt(alt)) {
      problems.push(
        nodeError(
          "image-alt-generic",
          image,
          `The description "${alt}" only says it is a picture. Say what it shows, for example "Students planting saplings on the school ground".`,
        ),
      );
    }
    const caption = captions.get(image);
    if (caption !== undefined && caption !== "" && same(caption, alt)) {
      problems.push(
        nodeError(
          "image-alt-same-as-caption",
          image,
          "The description repeats the caption, so a screen reader reads it twice. Describe what the picture shows, or mark it as decorative and let the caption speak.",
        ),
      );
    }
    if ([...alt].length > altTextMaxLength) {
      problems.push(
        nodeError(
          "image-alt-too-long",
          image,
          `The description is ${[...alt].length} characters long; keep it to ${altTextMaxLength} and put the rest in the text or the caption.`,
        ),
      );
    }
  }
  return problems;
}
