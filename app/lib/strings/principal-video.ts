/**
 * Texts of Home's principal's video popup. A file of their own because the
 * popup's code is fetched only when the button is pressed, and these texts
 * travel with it (decision 0033).
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
export const principalVideoStrings = {
  videoDialogTitle: "Principal's Message Video",
  closeVideo: "Close video",
  videoUnavailable: "The video is not available.",
} as const;
