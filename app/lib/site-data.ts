import type { HighlightRecord, ProfileRecord } from "#domain/api-records";
import type { MenuEntry } from "./menu";
import type { DocumentHead } from "./share-types";

/** What the root loader reads once for every page: the header and footer need it. */
export type SiteData = {
  profile: ProfileRecord | null;
  highlights: HighlightRecord[];
  schoolCode: string;
  /** The site's public origin (PUBLIC_URL, or the request's): canonical URLs, share previews, the calendar link. */
  publicUrl: string;
  /** The document's canonical URL and default share picture (app/lib/share.server.ts). */
  head: DocumentHead | null;
  /**
   * The header menu (app/lib/menu.ts), built on the server because it reads the list of kinds; absent
   * on the staff area's pages, which have their own header.
   */
  menu?: MenuEntry[];
};
