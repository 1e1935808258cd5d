import type { ParentAlerts } from "./operations/parent-alerts";
import type { SiteContent } from "./operations/site-content";
import type { AccountOperations, StaffOperations } from "./operations/staff-session";

/** Each island's script and the chunks it imports, by the island's name (server/island-assets.ts). */
export type IslandAssets = Readonly<Record<string, { src: string; preloads: readonly string[]; code?: string }>>;

/**
 * What the server hands every loader: the public reads of the school the site shows, called in
 * the process (decision 0088), the staff operations (decision 0091), and that school. Declared
 * here, by the layer that builds it, so the server never imports the app.
 */
export type SiteContext = {
  /** The public operations bound to the site's school (server/operations/site-content.ts). */
  content: SiteContent;
  /** Parents' alerts of the site's school, for this visitor (server/operations/parent-alerts.ts): /Subscribe's. */
  alerts: ParentAlerts;
  /**
   * The signed-in person's operations, bound to them and this request (server/operations/staff-session.ts);
   * undefined when signed out. The session is looked up once per request, however many loaders ask.
   */
  staff: (request: Request) => Promise<StaffOperations | undefined>;
  /** What anyone may do before signing in: sign in, set a password, take up an invitation, ask for a link. */
  account: (request: Request) => AccountOperations;
  schoolCode: string;
  timeZone: string;
  /** The site's public origin (`https://school.example`), for canonical URLs and share previews (server/public-origin.ts). */
  publicUrl: string;
  /** This response's Content-Security-Policy nonce (server/security-headers.ts), for every inline script. */
  nonce?: string;
  /** The islands the public pages may load (docs/decisions/0093-public-pages-islands.md): the root layout writes their scripts. */
  islands?: IslandAssets;
};
