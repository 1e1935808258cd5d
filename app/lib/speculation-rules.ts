/**
 * The page's speculation rules (issue 24: "make it instant where the browser allows"): the browser
 * fetches a public page of ours in advance when the visitor points at its link (hover, or the
 * pointer going down: eagerness "moderate"), so the page load that follows the click is served from
 * that copy. Not the staff area (private pages, sessions), the API and files (downloads, PDFs), links
 * that open elsewhere or download, nor anything with a query string that a form made. Browsers
 * without speculation rules ignore the script.
 */
export function speculationRules(): string {
  const rules = {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: "/admin{/*}?" } },
            { not: { href_matches: "/api/*" } },
            { not: { selector_matches: "[download], [target], [rel~=nofollow]" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
  return JSON.stringify(rules);
}
