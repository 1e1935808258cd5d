/**
 * What the server hands every loader: the API, called in-process through the
 * same routes any other client uses, and the school the site shows.
 */
export type SiteContext = {
  api: (path: string, init?: RequestInit) => Promise<Response>;
  schoolCode: string;
  timeZone: string;
};

declare module "react-router" {
  interface AppLoadContext extends SiteContext {}
}
