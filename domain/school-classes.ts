/**
 * A CBSE school's classes, in school order: a circular's classes (domain/kinds/circulars.ts) and
 * the classes a parent's alerts are for (domain/alerts/alert-lists.ts). No zod here, so a page's
 * script may read the list.
 */
export const schoolClasses = [
  "Nursery",
  "LKG",
  "UKG",
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "IX",
  "X",
  "XI",
  "XII",
] as const;
export type SchoolClass = (typeof schoolClasses)[number];
