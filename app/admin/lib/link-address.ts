/**
 * The addresses a link in rich text may have: what the sanitiser keeps
 * (content/sanitize.ts: http, https, mailto, tel, and paths on this site),
 * never `//host` or a script.
 */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value === "" || /\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  return /^(https?:\/\/[^/\s]+|mailto:[^\s]+@|tel:\+?[\d\s()-]+$)/i.test(value);
}

/**
 * What a person types turned into an address: "www.example.in" and
 * "example.in/fees" get https://, an e-mail address gets mailto:. Null when it
 * still is not one.
 */
export function normaliseHref(typed: string): string | null {
  const value = typed.trim();
  if (isAllowedHref(value)) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i.test(value)) return `mailto:${value}`;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}
