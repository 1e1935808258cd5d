import type { AccountOperations, StaffOperations } from "./operations/staff-session";

/**
 * What the server hands every loader: the API, called in-process through the same routes any other
 * client uses, the staff operations (server/operations/), and the school the site shows. Declared
 * here, by the layer that builds it, so the server never imports the app.
 */
export type SiteContext = {
  api: (path: string, init?: RequestInit) => Promise<Response>;
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
};
