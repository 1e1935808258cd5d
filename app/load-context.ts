import { createContext, type RouterContextProvider } from "react-router";
import type { SiteContext } from "#server/site-context";

// Loaders keep importing the type from here; the server, which builds it, owns it.
export type { SiteContext };

/**
 * The key under which the server hands every loader its SiteContext (React Router 8's
 * context provider). Keys are compared by identity, and the site is bundled apart from the
 * server, so the server takes this very object from the build (entry.server.tsx exports it)
 * instead of making its own.
 */
export const siteContext = createContext<SiteContext>();

/** A loader's or action's SiteContext. */
export function siteOf(context: Readonly<RouterContextProvider>): SiteContext {
  return context.get(siteContext);
}
