import fs from "node:fs";
import path from "node:path";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";
import { type IslandAsset, type IslandName, islandNames } from "#app/islands/names.ts";

/** Where the server reads which file each island is (server/island-assets.ts); outside build/client, so never served. */
export const islandManifestName = "islands.json";
/** Under assets/, so the server's year-long immutable caching applies (server/site.ts): the names carry a hash. */
const islandsFolder = "assets/islands";

/** The islands that exist as app/islands/<name>.ts. */
function islandEntries(root: string): Partial<Record<IslandName, string>> {
  const entries: Partial<Record<IslandName, string>> = {};
  for (const name of islandNames) {
    const file = path.join(root, "app", "islands", `${name}.ts`);
    if (fs.existsSync(file)) entries[name] = file;
  }
  return entries;
}

/**
 * Our pure modules (app/lib/, domain/, and the islands' own helpers) have no side effects: told so,
 * esbuild drops a shared module whose exports it inlined instead of keeping an empty chunk that
 * every island would still import (a request for nothing).
 */
function pureModules(root: string): EsbuildPlugin {
  const pure = ["app/lib/", "app/islands/", "domain/"].map((folder) => path.join(root, folder));
  return {
    name: "school:pure-modules",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === "pure-modules" || args.kind === "entry-point") return undefined;
        const result = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: "pure-modules",
        });
        if (result.errors.length > 0) return undefined;
        const sideEffects = !pure.some((folder) => result.path.startsWith(folder));
        return { ...result, sideEffects: sideEffects ? undefined : false };
      });
    },
  };
}

/** The chunks an output imports statically, transitively, in a stable order: the page preloads them. */
function staticImports(
  outputs: Record<string, { imports: ReadonlyArray<{ path: string; kind: string }> }>,
  file: string,
  seen = new Set<string>(),
): string[] {
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind !== "import-statement" || seen.has(imported.path)) continue;
    seen.add(imported.path);
    staticImports(outputs, imported.path, seen);
  }
  return [...seen];
}

/**
 * Builds the islands (issue 24, docs/decisions/0093-public-pages-islands.md) into
 * build/client/assets/islands/ with esbuild: one ES module per island, the code two islands share
 * in chunks of its own, names with content hashes, minified; and build/islands.json, each island's
 * URL and the chunks it imports. Written with the browser build, before precompress() compresses
 * the files, so `react-router build` (and so `npm run build`, the e2e suite, the benches) makes
 * them. In development the server lets Vite serve app/islands/<name>.ts as they are.
 */
export async function buildIslands(root: string): Promise<Record<string, IslandAsset>> {
  const clientDir = path.join(root, "build", "client");
  const outDir = path.join(clientDir, islandsFolder);
  fs.rmSync(outDir, { recursive: true, force: true });
  const entries = islandEntries(root);
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries as Record<string, string>,
    outdir: outDir,
    entryNames: "[name]-[hash]",
    chunkNames: "shared-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    // What the site's Vite build targets by default (Baseline widely available).
    target: ["chrome111", "edge111", "firefox114", "safari16.4"],
    minify: true,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    plugins: [pureModules(root)],
  });
  const outputs = result.metafile.outputs;
  const urlOf = (file: string) => `/${path.relative(clientDir, path.resolve(root, file)).split(path.sep).join("/")}`;
  const manifest: Record<string, IslandAsset> = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || file.endsWith(".map")) continue;
    const name = (Object.entries(entries) as Array<[string, string]>).find(
      ([, entry]) => path.resolve(root, output.entryPoint ?? "") === entry,
    )?.[0];
    if (!name) continue;
    manifest[name] = { src: urlOf(file), preloads: staticImports(outputs, file).map(urlOf) };
  }
  fs.writeFileSync(path.join(root, "build", islandManifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function islands(): Plugin {
  let root = "";
  return {
    name: "school:islands",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        // Once, with the browser build; React Router's server build follows it.
        if (this.environment?.config.consumer !== "client") return;
        await buildIslands(root);
      },
    },
  };
}
