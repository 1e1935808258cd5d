/**
 * Compiles the server into dist/ (decision 0086): server/index.ts and the rich-text worker, with
 * every module of ours they import, as plain JavaScript that `node` runs alone. Packages stay in
 * node_modules, imported as they are. Production then runs one process, `node dist/server.js`,
 * with no tsx (its loader process and its esbuild service) in between.
 *
 *   node scripts/build-server.ts             compiles
 *   node scripts/build-server.ts --if-stale  compiles only when a source file changed since the last build
 *
 * Node runs this file itself (type stripping): it may use only erasable TypeScript, and it imports
 * nothing of ours. Several servers may start at once on a stale build (the e2e suite starts seven):
 * each file is written under a temporary name and renamed into place, so no server reads a half-written one.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const distDir = path.join(root, "dist");
/** What the last build read and wrote; written last, so its presence means the build is whole. */
const manifestName = "build-manifest.json";
const manifestFile = path.join(distDir, manifestName);

/**
 * `digest` covers the inputs' contents, not their times: a deployment that copies files with their old times
 * (`rsync -a`, `cp -p`) still compiles again.
 */
export type Manifest = { digest: string; inputs: string[]; outputs: string[] };

/** Files that change the output without being imported: the alias map, the compiler options, this script. */
const configInputs = ["package.json", "tsconfig.json", "scripts/build-server.ts"];

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/** The SHA-256 of the files' names and contents (about 240 files, 2 MB: a few milliseconds). */
export function digestOf(files: readonly string[], sourceRoot = root): string {
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(sourceRoot, file)))
      .update("\0");
  return hash.digest("hex");
}

/**
 * True when `outDir` holds every output of the last build and every input of it, under `sourceRoot`, is as the
 * build read it (a deleted input counts as changed).
 */
export function isBuildCurrent(outDir = distDir, sourceRoot = root): boolean {
  const manifest = readManifest(path.join(outDir, manifestName));
  if (!manifest) return false;
  try {
    if (!manifest.outputs.every((file) => fs.existsSync(path.join(outDir, file)))) return false;
    return digestOf(manifest.inputs, sourceRoot) === manifest.digest;
  } catch {
    return false;
  }
}

function writeAtomically(file: string, contents: Uint8Array | string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

export async function buildServer(): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      server: "server/index.ts",
      // Loaded by path from server/editing/rich-text-thread.ts, beside the server's own file.
      "rich-text-worker": "server/editing/rich-text-worker.ts",
    },
    outdir: distDir,
    bundle: true,
    // server/index.ts imports the heavy modules dynamically, after the settings are checked: kept apart.
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    // Stack traces name the bundled lines; `NODE_OPTIONS=--enable-source-maps` maps them back to the sources.
    sourcemap: "linked",
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(distDir, { recursive: true });
  const outputs: string[] = [];
  for (const file of result.outputFiles) {
    writeAtomically(file.path, file.contents);
    outputs.push(path.relative(distDir, file.path));
  }
  // Chunks of earlier builds (their names carry a hash) would only pile up.
  for (const name of fs.readdirSync(distDir)) {
    if (/\.js(\.map)?$/.test(name) && !outputs.includes(name)) fs.rmSync(path.join(distDir, name), { force: true });
  }
  const inputs = [
    ...Object.keys(result.metafile.inputs).filter((file) => !file.includes("node_modules")),
    ...configInputs,
  ];
  writeAtomically(
    manifestFile,
    `${JSON.stringify({ digest: digestOf(inputs), inputs, outputs } satisfies Manifest, null, 2)}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts", "build-server.ts")) {
  if (process.argv.includes("--if-stale") && isBuildCurrent()) process.exit(0);
  const started = performance.now();
  await buildServer();
  // On stdout: the server keeps stderr for what stops it (a bad setting is its one line there).
  process.stdout.write(`server compiled into dist/ in ${Math.round(performance.now() - started)} ms\n`);
}
