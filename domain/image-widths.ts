/**
 * The widths the image service resizes to (`/api/image/...?w=`), and so the
 * only widths the site may ask for: any other is a 400. A fixed list keeps the
 * variant cache bounded. One list, read by both sides.
 */
export const imageWidths = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof imageWidths)[number];
