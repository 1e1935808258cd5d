import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { IslandAssets } from "./site-context";

const manifestSchema = z.record(z.string(), z.object({ src: z.string(), preloads: z.array(z.string()) }));

/**
 * The islands of the site's build (docs/decisions/0093-public-pages-islands.md): build/islands.json,
 * which vite-plugins/islands.ts writes with the browser build, maps each island's name to its hashed
 * file and the shared chunks it imports. A build without it is older than the server.
 */
export function builtIslands(buildDir: string): IslandAssets {
  const file = path.join(buildDir, "islands.json");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new Error("The site build has no islands (build/islands.json); run `npm run build`.");
  }
  return manifestSchema.parse(JSON.parse(text));
}

/** In development Vite serves each island's source as a module (it compiles TypeScript on request). */
export function developmentIslands(projectRoot: string): IslandAssets {
  const folder = path.join(projectRoot, "app", "islands");
  const assets: Record<string, { src: string; preloads: string[] }> = {};
  for (const entry of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const name = /^([a-z-]+)\.ts$/.exec(entry)?.[1];
    if (name) assets[name] = { src: `/app/islands/${entry}`, preloads: [] };
  }
  return assets;
}
