import { nodeError, type Problem, type ProblemCode } from "./problem";
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

/** One alt-text finding, its message starting in lower case so a caller can put a name before it. */
export type AltFinding = { code: ProblemCode; message: string };

/**
 * The alt-text rules for one picture, wherever it is (a rich-text image, an album's photo):
 * missing unless decorative, a file name, only "image", a copy of the caption, or over-long.
 */
export function altTextFindings(
  altText: string,
  picture: { decorative: boolean; caption: string | undefined; noun: "picture" | "photo"; restIn: string },
): AltFinding[] {
  const alt = altText.trim();
  const { noun } = picture;
  if (alt === "") {
    if (picture.decorative) return [];
    return [
      {
        code: "image-alt-missing",
        message: `this ${noun} has no description (alt text). Say what it shows, for people who cannot see it, or mark it as decorative if it adds nothing.`,
      },
    ];
  }
  const findings: AltFinding[] = [];
  if (looksLikeFileName(alt)) {
    findings.push({
      code: "image-alt-file-name",
      message: `the description "${alt}" is a file name. Say what the ${noun} shows instead.`,
    });
  } else if (isGenericAlt(alt)) {
    findings.push({
      code: "image-alt-generic",
      message: `the description "${alt}" only says it is a picture. Say what it shows, for example "Students planting saplings on the school ground".`,
    });
  }
  const caption = picture.caption?.trim() ?? "";
  if (caption !== "" && same(caption, alt)) {
    findings.push({
      code: "image-alt-same-as-caption",
      message: `the description repeats the caption, so a screen reader reads it twice. Describe what the ${noun} shows, or mark it as decorative and let the caption speak.`,
    });
  }
  if ([...alt].length > altTextMaxLength) {
    findings.push({
      code: "image-alt-too-long",
      message: `the description is ${[...alt].length} characters long; keep it to ${altTextMaxLength} and put the rest in ${picture.restIn}.`,
    });
  }
  return findings;
}

/** The image checks of the "Publish-time checks": missing, file-name, generic, caption-copy and over-long alt text. */
export function checkImages(tree: RichTree): Problem[] {
  const captions = captionsByImage(tree);
  return elementsOf(tree)
    .filter((element) => element.name === "img")
    .flatMap((image) =>
      altTextFindings(image.attrs.alt ?? "", {
        decorative: isDecorative(image),
        caption: captions.get(image),
        noun: "picture",
        restIn: "the text or the caption",
      }).map(({ code, message }) => nodeError(code, image, message[0].toUpperCase() + message.slice(1))),
    );
}
