import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { IslandAssets } from "./site-context";

const manifestSchema = z.record(z.string(), z.object({ src: z.string(), preloads: z.array(z.string()) }));

/**
 * Islands smaller than this come inside the page, as small stylesheets do (server/inline-styles.ts).
 * Measured with Lighthouse's slow 4G (decision 0109): /About's LCP was 1383 ms with its three chrome
 * islands as files and 761 ms with no script at all, since each file is a request the first paint
 * is estimated to wait on. Inline they cost about 1.3 KB of gzip on each page and no request.
 */
export const inlineIslandMaxBytes = 4096;

/** `./chunk.js` as esbuild writes an import between islands, made absolute: inline code resolves against the page. */
const relativeImport = /(["'])\.\/([\w.-]+\.js)\1/g;

/**
 * The island's code to write into the page, or nothing: too large, or holding text that would end
 * the <script> element early.
 */
export function inlineIslandCode(code: string, src: string, maxBytes = inlineIslandMaxBytes): string | undefined {
  if (Buffer.byteLength(code) > maxBytes || /<\/script|<!--/i.test(code)) return undefined;
  const folder = src.slice(0, src.lastIndexOf("/") + 1);
  return code.replace(relativeImport, (_, quote: string, file: string) => `${quote}${folder}${file}${quote}`);
}

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
  const assets = manifestSchema.parse(JSON.parse(text));
  const withCode: Record<string, IslandAssets[string]> = {};
  for (const [name, asset] of Object.entries(assets)) {
    const file = path.join(buildDir, "client", asset.src);
    const code = fs.existsSync(file) ? inlineIslandCode(fs.readFileSync(file, "utf8"), asset.src) : undefined;
    withCode[name] = code === undefined ? asset : { ...asset, code };
  }
  return withCode;
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
