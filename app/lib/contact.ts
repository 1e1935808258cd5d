/**
 * Profile fields written for people ("0522 400 1234 / 98390 12345",
 * "https://portal.example.edu/") turned into what links need.
 */

/** `tel:` target of the first number written: digits and a leading +. */
export function telHref(phone: string): string {
  const first = phone.split(/[,/;]|\bor\b/)[0] ?? "";
  const digits = first.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return `tel:${digits}`;
}

/** An address as shown: without the scheme and the trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

export function goToTopVisible(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}
