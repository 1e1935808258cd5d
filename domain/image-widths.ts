/**
 * The widths the image service resizes to (`/api/image/...?w=`), and so the
 * only widths the site may ask for: any other is a 400. A fixed list keeps the
 * variant cache bounded. One list, read by both sides.
 */
export const imageWidths = [160, 320, 480, 640, 720, 960, 1280, 1920] as const;
export type ImageWidth = (typeof imageWidths)[number];

/**
 * Fixed frames the image service crops to (`?crop=`), filled edge to edge. One today: the
 * 1200×630 share picture that WhatsApp, Facebook and X show for a link (Open Graph, issue 16).
 */
export const imageCrops = ["1200x630"] as const;
export type ImageCrop = (typeof imageCrops)[number];
export const shareImageSize = { width: 1200, height: 630 } as const;
