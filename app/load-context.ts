import type { SiteContext } from "../server/site-context";

// Loaders keep importing the type from here; the server, which builds it, owns it.
export type { SiteContext };

declare module "react-router" {
  interface AppLoadContext extends SiteContext {}
}
