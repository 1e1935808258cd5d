/**
 * Texts of the principal's message page (/PrincipalMessage).
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
import type { PageText } from "./pages";

/** The page's name (the title is "<name> | <school>") and meta description. */
export const principalMessagePage: PageText = {
  name: "Principal's Message",
  description: "A message from the principal.",
};

export const principalPageStrings = {
  photoAlt: "Photo of the principal",
  placeholderMessage: "Message",
  placeholderName: "Name",
} as const;
