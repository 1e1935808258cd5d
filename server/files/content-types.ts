/** The only extensions ever served; anything else is answered as if it did not exist. */
const contentTypes = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
} as const;

export type ServedExtension = keyof typeof contentTypes;

/** Formats sharp can both read and write, so they may be resized or converted. */
const rasterExtensions: ReadonlySet<ServedExtension> = new Set(["jpg", "jpeg", "png", "webp", "avif", "gif"]);

/** Lower-cased extension of a file name, if it is on the allow-list. */
export function servedExtension(fileName: string): ServedExtension | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(contentTypes, extension) ? (extension as ServedExtension) : undefined;
}

export function contentTypeOf(extension: ServedExtension): string {
  return contentTypes[extension];
}

export function isRaster(extension: ServedExtension): boolean {
  return rasterExtensions.has(extension);
}
