import type { Problem } from "./problem";
import { elementsOf, type RichElement, type RichTree } from "./rich-text-tree";

/**
 * Findings about a picture name it the way the person knows it: by the file name it was uploaded
 * with (issue 23), never by the hash it is stored under (`232a50e5…c3.jpg`, a 68-character word
 * that no one recognises and no screen can wrap). The checks themselves only see the HTML; these
 * helpers add, to each picture's locator, the stored path of the upload it shows, and the name the
 * caller knows for it.
 */

const imagePrefix = "/api/image/";

/** What an upload is stored as, the hash of its bytes and its extension, whole or cut short with "…". */
const hashName = /^[0-9a-f]{40,}(\.[a-z0-9]{0,5})?…?$/i;

export function isHashName(name: string): boolean {
  return hashName.test(name.trim());
}

/** The stored path a picture's address on this site names (`/api/image/<path>`), or undefined for any other. */
export function storedPathOf(src: string): string | undefined {
  if (!src.startsWith(imagePrefix)) return undefined;
  const path = src.slice(imagePrefix.length).split(/[?#]/)[0];
  try {
    const decoded = decodeURIComponent(path);
    return decoded === "" || decoded.split("/").includes("..") ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** The address of the picture an element is or holds (a figure's first image). */
function pictureSrc(element: RichElement | undefined): string | undefined {
  if (!element) return undefined;
  if (element.name === "img") return element.attrs.src;
  return elementsOf(element.children).find((child) => child.name === "img")?.attrs.src;
}

const pictureTags = new Set(["img", "figure"]);

/** The stored paths of the pictures the problems are about, in `tree` (the field the problems were found in). */
export function problemPicturePaths(problems: readonly Problem[], tree: RichTree): string[] {
  const elements = elementsOf(tree);
  const paths = new Set<string>();
  for (const problem of problems) {
    if (problem.locator.kind !== "node" || !pictureTags.has(problem.locator.tag)) continue;
    const path = storedPathOf(pictureSrc(elements[problem.locator.index]) ?? "");
    if (path) paths.add(path);
  }
  return [...paths];
}

/**
 * The problems, each picture's locator carrying the stored path of the picture (`picture`) and,
 * as its excerpt, the name `nameOf` knows for it. A hash name never stays as an excerpt: without
 * a known name the place is just "Picture" (with its thumbnail where the screen shows one).
 */
export function withPictureNames<T extends Problem>(
  problems: readonly T[],
  tree: RichTree,
  nameOf: (path: string) => string | undefined = () => undefined,
): T[] {
  const elements = elementsOf(tree);
  const images = elements.filter((element) => element.name === "img");
  return problems.map((problem) => {
    const locator = problem.locator;
    if (locator.kind === "file") {
      const name = nameOf(locator.file);
      return name ? { ...problem, locator: { ...locator, name } } : problem;
    }
    if (locator.kind !== "node" || !pictureTags.has(locator.tag)) return problem;
    const element = elements[locator.index];
    const path = storedPathOf(pictureSrc(element) ?? "");
    const name = path ? nameOf(path) : undefined;
    const excerpt = name ?? (isHashName(locator.excerpt) ? "" : locator.excerpt);
    // Without a name, its place among the text's pictures: "Picture 2".
    const image =
      element?.name === "img" ? element : element && elementsOf(element.children).find((child) => child.name === "img");
    const number = excerpt === "" && image ? images.indexOf(image) + 1 : 0;
    return {
      ...problem,
      locator: { ...locator, excerpt, ...(path ? { picture: path } : {}), ...(number > 0 ? { number } : {}) },
    };
  });
}

/** The stored paths of every picture of the site in `tree`, once each, in document order. */
export function picturePathsOf(tree: RichTree): string[] {
  const paths = elementsOf(tree)
    .filter((element) => element.name === "img")
    .map((element) => storedPathOf(element.attrs.src ?? ""));
  return [...new Set(paths.filter((path): path is string => path !== undefined))];
}
