import { z } from "zod";

/**
 * Children's consent (DPDP Act 2023, issue 14). Every record that names a child (toppers,
 * birthdays, photo captions) carries a consent state. Only "given" lets the public site show
 * the record as the specification does; a record without the state (a bundle written before
 * the field existed, or a row nobody has decided on) counts as having no consent, as does
 * "refused" (asked, and declined or withdrawn).
 */
export const consentStates = ["given", "refused"] as const;
export type ConsentState = (typeof consentStates)[number];

/** The bundle field: optional, so a bundle without it imports, and exports, without it. */
export const consentField = z.enum(consentStates).optional();

/** How the admin area names a record's state. */
export const consentLabels: Record<ConsentState | "none", string> = {
  given: "Consent on file",
  refused: "Consent refused",
  none: "No consent on file",
};

export function hasConsent(consent: ConsentState | null | undefined): boolean {
  return consent === "given";
}

export function consentLabel(consent: ConsentState | null | undefined): string {
  return consentLabels[consent ?? "none"];
}

/**
 * The name the public sees without consent: the first name and the initial of the family
 * name ("Aarav Sharma" → "Aarav S."). The family name is the last word, so a middle name is
 * dropped too ("Mohd. Arman Khan" → "Mohd. K."). A single name stays as it is: it is all
 * the record has, and it alone does not single out a child the way a full name does.
 */
export function publicChildName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return words[0];
  const family = words[words.length - 1];
  // The first letter as the reader sees it (a whole code point, not half a surrogate pair).
  const initial = Array.from(family)[0].toLocaleUpperCase("en-IN");
  return `${words[0]} ${initial}.`;
}

/**
 * Whether a photo is kept off the public site: its caption names a child who has no consent on
 * file. Its name is in free text, so no short form can be made: the photo and its caption go.
 */
export function isWithheldPhoto(namesChild: boolean, consent: ConsentState | null | undefined): boolean {
  return namesChild && !hasConsent(consent);
}

/** A record that names a child: its name, its photos, its consent state. */
export type ChildRecord = { name: string; attachments: readonly string[]; consent?: ConsentState | null };

/**
 * What the public may see of a record that names a child: the record as it is with consent;
 * without it, the short name and no photo (the site then shows its placeholder picture).
 */
export function publicChildRecord<T extends ChildRecord>(record: T): T {
  if (hasConsent(record.consent)) return record;
  return { ...record, name: publicChildName(record.name), attachments: [] };
}
