/** What the server tells a page's meta about its head (issue 16): made in share.server.ts, placed by page-meta.ts. */
import type { MetaDescriptor } from "react-router";

/** The document's own tags, as the root loader (or a page's loader, for what it shows) made them. */
export type DocumentHead = {
  /** Path and query as requested: `meta` uses the head only for this very address (not after a client-side navigation). */
  requested: string;
  origin: string;
  canonical: string;
  /** Open Graph (title, description, type, site name, url, image), canonical link, Twitter card, JSON-LD. */
  tags: MetaDescriptor[];
  /** Tags of every page whatever its address: the news feeds' links. */
  site: MetaDescriptor[];
};

/** What a page that shows things of its own (Home, an album, news, events) puts in its head, replacing the root's. */
export type ItemShare = { head: DocumentHead };

/** The item a page shows by its own address, for the share preview. */
export type SharedItem = { title: string; description?: string; photo: string | null; type?: "article" };
