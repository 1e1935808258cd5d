import { createContext } from "react";
import type { IslandAssets } from "#app/islands/names.ts";

/**
 * The built islands' files (server/island-assets.ts), from the request's site context
 * (app/entry.server.tsx), for the root layout to write each page's scripts.
 */
export const IslandsContext = createContext<IslandAssets>({});
