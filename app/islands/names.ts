/**
 * The islands a public route may declare in its handle (`handle.islands`):
 * each is a module `app/islands/<name>.ts` that enhances the server's HTML.
 */
export const islandNames = [
  "menu",
  "ticker",
  "search",
  "filters",
  "tc-form",
  "carousel",
  "dialogs",
  "photo-viewer",
  "deferred-photo",
] as const;

export type IslandName = (typeof islandNames)[number];
