/**
 * Texts of the information pages and of /Examination.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
export const infoPageStrings = {
  notPublishedHeading: "Not published yet",
  notPublished: "The school has not published this page yet. Please check back soon.",
} as const;

export const examinationStrings = {
  placeholderHeading: "Coming soon",
  placeholder:
    "Examination schedules, date sheets and results will be published here. Please check back soon, or ask the school office.",
} as const;
