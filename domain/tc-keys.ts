/**
 * The transfer-certificate look-up compares normalised forms, stored beside
 * what the bundle wrote, so a visitor's spacing and capitals do not matter.
 */

/** Admission numbers match exactly after trimming, ignoring case. */
export function admissionKey(admission: string): string {
  return admission.trim().toLowerCase();
}

/** Names match ignoring case, with runs of white space collapsed. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
