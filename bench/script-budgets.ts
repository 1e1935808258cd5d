/**
 * Issue 24's budgets for the JavaScript a public page loads at first load: gzip bytes of every
 * script and module preload (docs/decisions/0093-public-pages-islands.md). Routes the issue does
 * not name keep the budget every page had before it (120 KB).
 */
import { allKinds } from "#domain/kinds/all-kinds";
import { kindPagesOf } from "#domain/kinds/list-kind";
import { pageSlugs } from "#domain/page-slugs";
import { clubPaths } from "#domain/site-routes";

const KB = 1024;

const textPages = [
  // The sixteen information pages (domain/page-slugs.ts), then the other pages of text.
  ...pageSlugs.map((slug) => `/${slug}`),
  "/PrincipalMessage",
  "/Faculty",
  "/TopperX",
  "/TopperXII",
  "/Search",
  "/Tc",
  "/Pphelp",
  "/ErpSoftware",
];
// A kind's own page (/Circulars, domain/kinds/*.ts `page`) lists its items.
const listPages = [
  "/News",
  "/Events",
  "/Exhibitions",
  "/Activities",
  ...kindPagesOf(allKinds).map(({ page }) => page.path),
];
const photoPages = ["/Gallery", "/SubGallery", ...clubPaths];

export type ScriptBudget = { kind: "text" | "list" | "photos" | "home" | "other"; bytes: number };

const budgets = new Map<string, ScriptBudget>([
  ["/", { kind: "home", bytes: 30 * KB }],
  ...textPages.map((route): [string, ScriptBudget] => [route.toLowerCase(), { kind: "text", bytes: 5 * KB }]),
  ...listPages.map((route): [string, ScriptBudget] => [route.toLowerCase(), { kind: "list", bytes: 8 * KB }]),
  ...photoPages.map((route): [string, ScriptBudget] => [route.toLowerCase(), { kind: "photos", bytes: 20 * KB }]),
]);

/** The budget of a route's path (any case, as the router matches it). */
export function scriptBudgetOf(route: string): ScriptBudget {
  return budgets.get(route.toLowerCase()) ?? { kind: "other", bytes: 120 * KB };
}
