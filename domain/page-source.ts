/**
 * The file an information page written in the admin area is exported as (issue 13):
 * `pages/<Slug>.html`, its title as the one `<h1>` and then its cleaned body. Reading it back
 * (content/page-render.ts renderHtmlPage) gives the same title and body.
 */
export function htmlPageSource(title: string, bodyHtml: string): string {
  return `<h1>${escapeText(title)}</h1>\n${bodyHtml}\n`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
