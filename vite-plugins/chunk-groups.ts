/**
 * How the browser build groups our own modules into chunks. Left alone,
 * Rolldown makes a file of every module two routes share: a dozen 0.2–1.5 KB
 * files on every page, each a request plus import/export glue on slow mobile
 * data. Instead:
 *
 * - `shared`: every module of ours that the root route (layout, header,
 *   footer) reaches, which every page loads anyway, plus what all routes use
 *   (the title helper, the page header);
 * - `lists`: what the list pages with filters share (layout, filters, status,
 *   their texts and page names): news, events, galleries, videos, toppers and
 *   faculty; not loaded by the photo pages or the information pages;
 * - `photos`: the photo grid and the club page, shared by the album page and
 *   the seven club pages;
 * - `cards`: the person card and the date format, which Home shares with the
 *   list pages;
 * - `admin`: the staff area's components and helpers (app/admin/, not its routes), and the two
 *   domain modules only it uses in the browser: one chunk that no public page loads, so the
 *   manifest every public page loads names one file for them, not five;
 * - `editor`: the rich-text editor (its components and helpers under app/admin/, the publish checks
 *   it runs) and, with them, TipTap and ProseMirror: loaded only by the admin pages that edit rich
 *   text, never by the sign-in or people pages that load `admin`, nor by any public page;
 * - everything else stays where Rolldown puts it: a route's own code in its
 *   route chunk (each page's name and description with it), a component of a
 *   few pages of one kind (the albums list, the toppers list) in a chunk of
 *   those pages, the photo viewer and Embla in lazily imported chunks.
 */
type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The files each group names, relative to the project root: exact paths, so
 * that the test can check every one exists (a file moved or renamed would
 * otherwise silently leave its group).
 */
export const groupFiles = {
  /** Every route's title and breadcrumb. */
  /**
   * With them, the school's list of classes (about 100 bytes): /Circulars, /Subscribe and the admin
   * area's alerts screen share it, and left alone the `admin` group took it, so /Subscribe loaded the
   * whole admin chunk for fifteen words (tests/e2e/no-admin-code.spec.ts).
   */
  everyRoute: [
    "app/lib/page-meta.ts",
    "app/components/page-header.tsx",
    "domain/school-classes.ts",
    // Shared by a public page and an admin component: left alone the `admin` group took them as its
    // components' dependencies, and Home, /ErpSoftware (the dialog's frame) and /Subscribe (the alert
    // topics) linked the admin area's stylesheet (no-admin-code.spec.ts).
    "app/components/dialog-frame.tsx",
    "domain/alerts/alert-lists.ts",
  ],
  lists: [
    "app/components/lists/list-layout.tsx",
    "app/components/lists/list-filters.tsx",
    "app/components/lists/list-status.tsx",
    "app/lib/list-query.ts",
    "app/lib/strings/lists.ts",
    "app/lib/strings/pages.ts",
  ],
  photos: [
    "app/components/lists/photo-grid.tsx",
    "app/components/lists/club-page.tsx",
    "app/lib/club-photos.ts",
    "app/lib/strings/photos.ts",
  ],
  /** What Home shares with the list pages: without a group of its own, `lists` would take it and Home would load all of `lists`. */
  /**
   * The rich-text helpers too: the news and event kinds' search mappings import them, and the admin
   * area reaches those kinds, so without a group of their own the `admin` group took them with its
   * modules' dependencies and Home and the list pages loaded the whole admin chunk for them.
   */
  cards: [
    "app/components/home/person-card.tsx",
    "app/components/lists/display-date.tsx",
    "domain/school-date.ts",
    "domain/rich-text.ts",
    "domain/search-text.ts",
    // The video page reads YouTube addresses with it, and so does the admin area's YouTube field: left
    // alone the `admin` group took it, and /VideoGallery loaded the whole admin chunk (no-admin-code.spec.ts).
    "domain/youtube-id.ts",
  ],
  /** Domain modules the admin area's pages use in the browser, and no public page. */
  adminDomain: ["domain/roles.ts", "domain/password-rule.ts"],
  /** The rich-text editor and the publish checks it runs while editing (decision 0057). */
  editor: [
    "app/admin/components/editor-surface.tsx",
    "app/admin/components/rich-text-editor.css",
    "app/admin/components/editor-toolbar.tsx",
    "app/admin/components/link-panel.tsx",
    "app/admin/components/picture-panel.tsx",
    "app/admin/lib/clean-pasted-html.ts",
    "app/admin/lib/editor-extensions.ts",
    "app/admin/lib/editor-html.ts",
    "app/admin/lib/editor-image.ts",
    "app/admin/lib/editor-problems.ts",
    "app/admin/lib/link-address.ts",
    "domain/publish-checks/check-rich-text.ts",
    "domain/publish-checks/rich-text-tree.ts",
    "domain/publish-checks/problem.ts",
    "domain/publish-checks/image-checks.ts",
    "domain/publish-checks/heading-checks.ts",
    "domain/publish-checks/block-checks.ts",
    "domain/publish-checks/link-checks.ts",
  ],
} as const;

/**
 * Library modules every route uses: the helper of every lazy import, React's small pieces that every
 * component imports, and React Router, whose wrapper every route module's component goes through. The
 * public components once took React Router into `shared` with their <Link>s; since they link with plain
 * <a>s (decision 0113), `admin` took it instead, and every public page linked the admin stylesheet.
 */
export const everyRouteLibraries = [
  /vite[\\/]preload-helper/,
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/,
  /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production)/,
];

/** Our own code (not libraries): what `shared` may take because the root route reaches it. */
const ourFolders = ["app", "domain"];

const slashes = (id: string) => id.replaceAll("\\", "/");

/** A `test` that captures exactly the named files. */
function named(projectRoot: string, files: readonly string[]): (id: string) => boolean {
  const ids = new Set(files.map((file) => `${slashes(projectRoot)}/${file}`));
  return (id) => ids.has(slashes(id));
}

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
 * list components with it. The groups name their modules one by one: a
 * pattern as wide as a folder put the albums and toppers lists on every list
 * page, and the photo grid on the news page.
 */
export function chunkGroups(projectRoot: string) {
  const root = slashes(projectRoot).replace(/\/$/, "");
  const rootId = `${root}/app/root.tsx`;
  const ours = ourFolders.map((folder) => `${root}/${folder}/`);
  const everyRoute = named(root, groupFiles.everyRoute);
  let fromRoot: Set<string> | undefined;
  const shared = (id: string, context: Context): string | null => {
    fromRoot ??= new Set([...reachableFrom(rootId, context)].map(slashes));
    const file = slashes(id);
    const isOurs = ours.some((folder) => file.startsWith(folder));
    return everyRoute(id) || everyRouteLibraries.some((pattern) => pattern.test(id)) || (isOurs && fromRoot.has(file))
      ? "shared"
      : null;
  };
  const adminFolder = `${root}/app/admin/`;
  const adminDomain = named(root, groupFiles.adminDomain);
  const editor = named(root, groupFiles.editor);
  const admin = (id: string) => {
    const file = slashes(id);
    if (editor(id)) return false;
    return (file.startsWith(adminFolder) && !file.startsWith(`${adminFolder}routes/`)) || adminDomain(id);
  };
  return [
    { name: shared, debugName: "shared", priority: 3, tags: ["$initial" as const] },
    { name: "cards", test: named(root, groupFiles.cards), priority: 2, tags: ["$initial" as const] },
    {
      name: "photos",
      test: named(root, groupFiles.photos),
      minShareCount: 2,
      priority: 1,
      tags: ["$initial" as const],
    },
    { name: "lists", test: named(root, groupFiles.lists), minShareCount: 2, priority: 1, tags: ["$initial" as const] },
    // Takes TipTap and ProseMirror with it (a group includes its modules' dependencies). The admin area's
    // modules reach it only through RichTextEditor's dynamic import (loadEditorSurface): a static import
    // made `admin` take the editor as its dependency, and every admin page, the sign-in too, loaded
    // TipTap (200 KB gzipped) for it.
    { name: "admin", test: admin, priority: 2, tags: ["$initial" as const] },
    { name: "editor", test: editor, priority: 2, tags: ["$initial" as const] },
  ];
}
