/**
 * What the server hands every loader: the API, called in-process through the
 * same routes any other client uses, and the school the site shows. Declared
 * here, by the layer that builds it, so the server never imports the app.
 */
export type SiteContext = {
  api: (path: string, init?: RequestInit) => Promise<Response>;
  schoolCode: string;
  timeZone: string;
  /** The site's public origin (`https://school.example`), for canonical URLs and share previews (server/public-origin.ts). */
  publicUrl: string;
  /** This response's Content-Security-Policy nonce (server/security-headers.ts), for every inline script. */
  nonce?: string;
};
