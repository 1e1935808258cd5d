/**
 * Whether a description is rich text (HTML the admin area's editor wrote, or a bundle wrote the
 * same way) rather than plain text (issue 13). Plain text stays plain: a description such as
 * "Marks < 40 need a retest" is shown as typed. Rich text is cleaned by the sanitiser wherever it
 * is stored (a bundle import, a save in the admin area), so the site may render it as HTML.
 */
const blockStart = /^<(p|h[2-4]|ul|ol|table|figure|div|blockquote)(\s[^>]*)?>/i;

export function isRichText(value: string): boolean {
  return blockStart.test(value.trimStart());
}
