/**
 * How the browser build groups our own modules into chunks. Left alone,
 * Rolldown makes a file of every module two routes share: a dozen 0.2–1.5 KB
 * files on every page, each a request plus import/export glue on slow mobile
 * data. Instead:
 *
 * - `shared`: every module of ours that the root route (layout, header,
 *   footer) reaches, which every page loads anyway, plus what all routes use
 *   (page titles);
 * - `lists`: the list-page components, shared by the news, events, gallery,
 *   video, topper and faculty pages, but not loaded by the information pages;
 * - `cards`: the person card and the date format, which Home shares with the
 *   list pages;
 * - everything else stays where Rolldown puts it (a route's own code in its
 *   route chunk, the photo viewer and Embla in lazily imported chunks).
 */
type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

const ours = /[\\/]app[\\/]/;
const everyRoute = [
  // Every route's title and breadcrumb, and the helper of every lazy import.
  /[\\/]app[\\/]lib[\\/](page-meta|strings[\\/]pages)\.ts$/,
  /[\\/]app[\\/]components[\\/]page-header\.tsx$/,
  /vite[\\/]preload-helper/,
  // React's small pieces that every component imports.
  /[\\/]node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/,
  /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production)/,
];
const lists = /[\\/]app[\\/](components[\\/]lists[\\/]|lib[\\/]strings[\\/]lists\.ts)/;
/** What Home shares with the list pages: without a group of its own, `lists` would take it and Home would load all of `lists`. */
const homeAndLists = /[\\/]app[\\/](components[\\/]home[\\/]person-card\.tsx|lib[\\/]school-date\.ts)$/;

/** The modules the root route imports, directly or not (statically). */
function reachableFrom(rootId: string, context: Context): Set<string> {
  const seen = new Set<string>();
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(rootId);
  return seen;
}

/**
 * Rolldown's `codeSplitting.groups`. A group also takes the modules its
 * modules import, so `shared` (which takes React Router with it) comes first:
 * otherwise `lists` would take React Router, and every page would load the
 * list components with it.
 */
export function chunkGroups(rootId: string) {
  let fromRoot: Set<string> | undefined;
  const shared = (id: string, context: Context): string | null => {
    fromRoot ??= reachableFrom(rootId, context);
    return everyRoute.some((pattern) => pattern.test(id)) || (ours.test(id) && fromRoot.has(id)) ? "shared" : null;
  };
  return [
    { name: shared, priority: 3, tags: ["$initial" as const] },
    { name: "cards", test: homeAndLists, priority: 2, tags: ["$initial" as const] },
    // A list component of one page only (the events list) stays in that page's chunk.
    { name: "lists", test: lists, minShareCount: 2, priority: 1, tags: ["$initial" as const] },
  ];
}
