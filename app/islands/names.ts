/**
 * The islands (issue 24, docs/decisions/0093-public-pages-islands.md): the small scripts that
 * enhance the server's HTML on the public pages, which ship no React. Each is the module
 * app/islands/<name>.ts, built by scripts/build-islands.ts; a route names the ones it needs in
 * its handle (`export const handle = { islands: ["filters"] } satisfies IslandHandle`), and the
 * root layout writes one module script per island of the matched routes, after the site chrome's.
 */
export const islandNames = [
  "menu",
  "ticker",
  "search",
  "go-to-top",
  "filters",
  "lazy-photos",
  "tc-form",
  "carousel",
  "dialogs",
  "photo-viewer",
] as const;

export type IslandName = (typeof islandNames)[number];

/** A route module's handle, for the islands its page needs. */
export type IslandHandle = { islands?: readonly IslandName[] };

/**
 * What every public page's header and footer need, whatever the route. The header's search box is a
 * plain GET form that needs no script: "search" stays a name, so that a behaviour of its own would
 * have a place, but there is no app/islands/search.ts and so nothing to load.
 */
export const chromeIslands: readonly IslandName[] = ["menu", "search", "ticker", "go-to-top"];

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === "string" && (islandNames as readonly string[]).includes(value);
}

/**
 * The islands a page loads, in order and once each: the chrome's, then those the matched routes'
 * handles name (a handle without `islands`, or with something else there, adds nothing).
 */
export function pageIslands(handles: readonly unknown[]): IslandName[] {
  const wanted = new Set<IslandName>(chromeIslands);
  for (const handle of handles) {
    const islands = handle && typeof handle === "object" ? (handle as { islands?: unknown }).islands : undefined;
    if (!Array.isArray(islands)) continue;
    for (const name of islands) if (isIslandName(name)) wanted.add(name);
  }
  return [...wanted];
}

/**
 * Where a built island is and the shared chunks it imports (vite-plugins/islands.ts writes the
 * manifest), and its code when the page carries it inline (server/island-assets.ts).
 */
export type IslandAsset = { src: string; preloads: readonly string[]; code?: string };
export type IslandAssets = Readonly<Partial<Record<IslandName, IslandAsset>>>;
