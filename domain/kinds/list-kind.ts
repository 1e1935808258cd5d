import type { z } from "zod";
import type { KindAlert } from "#domain/alerts/alert-topics";
import type { AnyContentKind, FieldOf, StoredItemOf } from "#domain/content-kind";
import type { EditableField } from "#domain/editing/editable-fields";
import type { FixedPath, KindPagePath } from "#domain/fixed-pages";

/**
 * One list of content.json, described in its own file (domain/kinds/*.ts, decision 0081): its
 * key in the bundle, its fields, storage and API (`content`, see content-kind.ts), for the
 * kinds the admin area edits its form (`editing`), what site search and the sitemap make of
 * its items (`search`, `sitemap`), what parents' e-mail alerts say of them (`alert`), whether
 * the site's pages read it (`site`), and the public page of its own a kind may have (`page`: its
 * route, name, menu place, search links, sitemap entry and feed). The registries every layer reads (content-kinds.ts,
 * content-schema.ts, api-records.ts, editing/editable-kinds.ts, search-kinds.ts,
 * sitemap-entries.ts, the site's reads in server/operations/site-content.ts, the bundle CLI's
 * counts, and from `page` the site's pages, routes, page names, header menu, search links and feeds:
 * site-routes.ts, app/routes.ts, app/lib/page-names.server.ts, menu.ts, search-view.ts,
 * server/feeds/feed-routes.ts) are derived from the list of these in all-kinds.ts, so adding a kind to that list is its
 * registration there.
 */

/**
 * `reviewed`: changes are drafts that go live when published (review, schedule, revisions).
 * `direct`: where no review is wanted (toppers, faculty, videos): a save by someone who may
 * publish puts the item on the site at once and keeps a revision; there is no draft, review or
 * schedule (decision 0090).
 */
export type Workflow = "reviewed" | "direct";

/** How the admin area edits a kind; field names are the schema's, checked by the compiler. */
export type KindEditing<S extends z.ZodObject = z.ZodObject> = {
  readonly workflow: Workflow;
  /** One item, in a sentence ("a news item" → "news item"). */
  readonly singular: string;
  /** The list screen's heading. */
  readonly plural: string;
  /** The public page that shows it, for the preview and the "view on the site" link. */
  readonly publicPath: string;
  /** The field a list shows as the item's name. */
  readonly titleField: FieldOf<S>;
  /** The date a list shows and sorts by, when the kind has one. */
  readonly dateField?: FieldOf<S>;
  /**
   * Set to the school's day when an item already on the site is published again, if that is later
   * than its `dateField`: an album's "updated on" (decision 0101).
   */
  readonly updatedOnField?: FieldOf<S>;
  /** Kinds that commonly expire: their form asks for an end date up front. */
  readonly expires?: boolean;
  /** Its place in the admin area's list of content, the lowest first (not the bundle's order). */
  readonly adminPosition: number;
  readonly fields: readonly EditableField<FieldOf<S>>[];
  /**
   * A number field that holds the item's place in a list ordered by hand (the faculty's
   * `order`): the list screen moves items up and down, and a new item goes last.
   */
  readonly orderField?: FieldOf<S>;
  /** Fields the list screen shows beside the title (a topper's class and marks). */
  readonly columns?: readonly FieldOf<S>[];
  /** What a new item's form starts with, from the school's year (a topper's session: the one just ended). */
  readonly defaults?: (today: { readonly year: number }) => Readonly<Partial<Record<FieldOf<S>, string>>>;
};

/** What site search indexes of an item (besides its `_id`); the index normalises the text. */
export type SearchText = { readonly title: string; readonly body: string; readonly date: string | null };

/**
 * How site search finds a kind's items (decision 0047). Method syntax on purpose: a kind's
 * mapping reads its own item type and still counts as a mapping of any kind.
 */
export type KindSearch<T = never, S extends string = string> = {
  /** The hit's `kind` in the search API's answer, which the site turns into a link. */
  readonly kind: S;
  /** Its place among search's kinds, the lowest first (search-kinds.ts): the index's order. */
  readonly position: number;
  document(item: T): SearchText;
};

/** A site page that lists a kind: its `lastmod` is the newest date of the items `where` keeps. */
export type SitemapListPage<T = never> = {
  readonly path: FixedPath;
  lastmod(item: T): string;
  where?(item: T): boolean;
};

/** What the sitemap makes of a kind (server/feeds/sitemap.ts, built by sitemap-entries.ts). */
export type KindSitemap<T = never> = {
  /** Each item's own page, its entries after the site's pages, the lowest `position` first. */
  readonly items?: { readonly position: number; url(item: T): string; lastmod(item: T): string };
  /** The site's pages that list the kind, dated by their newest item. */
  readonly pages?: readonly SitemapListPage<T>[];
};

/**
 * What the site's pages read of a kind (SiteContent, server/operations/site-content.ts): a kind with
 * a `site` is a list the pages read, by its key (`content.news()`); a failed read is logged
 * "Error fetching <logName> data:" (spec section 8) and shows as empty.
 */
export type KindSite = { readonly logName: string };

/** What an RSS 2.0 feed item says of one item (server/feeds/kind-feed.ts writes the XML). */
export type FeedItem = {
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`: the item's date, at midnight UTC. */
  readonly date: string;
  /** A stored file the item carries (a circular's first PDF), with its media type. */
  readonly enclosure?: { readonly path: string; readonly type: string };
};

/**
 * A kind page's RSS 2.0 feed at the site's root (`/circulars.xml`): the channel is named
 * "<school>: <page name>" and links to the page, each item links to its view on the page
 * (`/Circulars?id=…`), newest first as the API lists them.
 */
export type KindFeed<T = never> = {
  readonly path: `/${string}.xml`;
  /** The newest this many items are in the feed. */
  readonly length: number;
  /** The channel's description, from the school's name. */
  description(schoolName: string): string;
  item(item: T): FeedItem;
};

/**
 * A public page of the kind's own, listing its items (Circulars): the only place it is named.
 * From it the site's list of pages and its routes (domain/site-routes.ts, app/routes.ts, whose
 * file for it is the path in kebab case: `app/routes/circulars.tsx`), the page's name and
 * description (page-names.server.ts), the header menu, the link and heading of its search hits
 * (`/Circulars?id=…`), its sitemap entry, its script budget and its feed are derived.
 */
export type KindPage<T = never> = {
  /** Spelled as its route: `/Circulars`. */
  readonly path: KindPagePath;
  /** The page's title ("<name> | <school>"), its header menu label and its search hits' heading. */
  readonly name: string;
  /** Its meta description, for share previews. */
  readonly description: string;
  /**
   * The page it follows: in the site's list of pages (the sitemap's order) and in the header menu,
   * where it is linked in that page's group, right after it.
   */
  readonly after: FixedPath;
  /** Its date in the sitemap: the newest of its items' dates. */
  lastmod(item: T): string;
  readonly feed?: KindFeed<T>;
};

export type ListKind<
  B extends string = string,
  K extends AnyContentKind = AnyContentKind,
  S extends string = string,
  P extends KindSite | undefined = KindSite | undefined,
> = {
  /** Its name in content.json, the API's admin routes and the activity log. */
  readonly key: B;
  readonly content: K;
  /** Absent for kinds the site's pages do not read (transfer certificates: only their look-up). */
  readonly site?: P;
  /**
   * Fields no two items of a school may share (a circular's number): the bundle's validation
   * refuses a repeated value (content-schema.ts) and so does publishing in the admin area.
   */
  readonly unique?: readonly FieldOf<K["schema"]>[];
  /** Absent for kinds the admin area does not edit as drafts. */
  readonly editing?: KindEditing<K["schema"]>;
  /** Absent for kinds site search does not find. */
  readonly search?: KindSearch<StoredItemOf<K>, S>;
  /** Absent for kinds the sitemap does not list. */
  readonly sitemap?: KindSitemap<StoredItemOf<K>>;
  /** Absent for kinds parents' e-mail alerts do not send (decision 0089). */
  readonly alert?: KindAlert<StoredItemOf<K>>;
  /** Absent for kinds without a page of their own (most are shown on the spec's pages). */
  readonly page?: KindPage<StoredItemOf<K>>;
};

/** A kind the admin area edits as drafts. */
export type EditedListKind<
  B extends string = string,
  K extends AnyContentKind = AnyContentKind,
  S extends string = string,
  P extends KindSite | undefined = KindSite | undefined,
> = ListKind<B, K, S, P> & {
  readonly editing: KindEditing<K["schema"]>;
};

/** Stored items of some kinds of a list, keyed by the kind's name; a kind absent has none. */
export type ItemsOf<L extends readonly ListKind[]> = {
  readonly [E in L[number] as E["key"]]?: readonly StoredItemOf<E["content"]>[];
};

/** The keys of the kinds of a list that the site's pages read (those with a `site`). */
export type SiteListName<L extends readonly ListKind[]> = SiteKeyOf<L[number]>;
type SiteKeyOf<E extends ListKind> = E extends ListKind
  ? [NonNullable<E["site"]>] extends [never]
    ? never
    : E["key"]
  : never;

/** Each kind the site's pages read, with the word its failed read is logged with; in the list's order. */
export function siteListsOf<const L extends readonly ListKind[]>(
  kinds: L,
): Array<{ key: SiteListName<L>; logName: string }> {
  return kinds.flatMap((kind) => (kind.site ? [{ key: kind.key as SiteListName<L>, logName: kind.site.logName }] : []));
}

/** The kinds of a list that have a page of their own, in the list's order, each with its page. */
export function kindPagesOf(
  kinds: readonly ListKind[],
): Array<{ kind: ListKind; page: NonNullable<ListKind["page"]> }> {
  return kinds.flatMap((kind) => (kind.page ? [{ kind, page: kind.page }] : []));
}

/** The `kind` names of search hits of a list's kinds. */
export type SearchKindOf<L extends readonly ListKind[]> = NonNullable<L[number]["search"]>["kind"];

/**
 * What a kind's file declares, `editing` apart (the two overloads differ in it). NoInfer: K comes
 * from `content` alone, and the fields that depend on it are checked against it.
 */
type KindDefinition<B extends string, K extends AnyContentKind, S extends string, P extends KindSite | undefined> = {
  readonly key: B;
  readonly content: K;
  readonly site?: P;
  readonly unique?: readonly FieldOf<NoInfer<K>["schema"]>[];
  readonly search?: KindSearch<StoredItemOf<NoInfer<K>>, S>;
  readonly sitemap?: KindSitemap<StoredItemOf<NoInfer<K>>>;
  readonly alert?: KindAlert<StoredItemOf<NoInfer<K>>>;
  readonly page?: KindPage<StoredItemOf<NoInfer<K>>>;
};

/**
 * Keeps the key's, the description's and the search kind's literal types, and checks the form
 * against the schema (a field name the schema lacks does not compile); the search and sitemap
 * mappings read the kind's stored item type. Whether a kind is edited is kept in its type,
 * so the admin area's registry knows each edited kind's name.
 */
export function defineListKind<
  const B extends string,
  K extends AnyContentKind,
  const S extends string = never,
  const P extends KindSite | undefined = undefined,
>(
  kind: KindDefinition<B, K, S, P> & { readonly editing: KindEditing<NoInfer<K>["schema"]> },
): EditedListKind<B, K, S, P>;
export function defineListKind<
  const B extends string,
  K extends AnyContentKind,
  const S extends string = never,
  const P extends KindSite | undefined = undefined,
>(kind: KindDefinition<B, K, S, P> & { readonly editing?: undefined }): ListKind<B, K, S, P>;
export function defineListKind(kind: ListKind): ListKind {
  return kind;
}

/** An item repeating a value a `unique` field of its kind already has in the list: where, and what. */
export type RepeatedValue = { index: number; field: string; value: string };

/** Each item, after the first, that repeats the value of one of the kind's `unique` fields. */
export function repeatedValues(
  unique: readonly string[] | undefined,
  items: readonly Readonly<Record<string, unknown>>[],
): RepeatedValue[] {
  const repeated: RepeatedValue[] = [];
  for (const field of unique ?? []) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = item[field];
      if (typeof value !== "string") return;
      // Compared as people read them: "svps/2026/041 " is SVPS/2026/041.
      const key = value.trim().toLowerCase();
      if (seen.has(key)) repeated.push({ index, field, value: value.trim() });
      seen.add(key);
    });
  }
  return repeated;
}

/** The words a refused repeat is reported with, at the field (bundle validation and publishing). */
export const repeatedValueMessage = (value: string) => `must be unique: “${value}” is already used`;
