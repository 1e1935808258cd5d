import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const compressible = /\.(js|mjs|css|svg|json|html|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const minBytes = 1024;

function compressFile(file: string): void {
  const bytes = fs.readFileSync(file);
  if (bytes.length < minBytes) return;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
}

/** Every compressible file under `dir` without an up-to-date `.br` copy. */
function compressTree(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const br = `${file}.br`;
    if (fs.existsSync(br) && fs.statSync(br).mtimeMs >= fs.statSync(file).mtimeMs) continue;
    compressFile(file);
  }
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every compressible
 * file of the browser build (build/client), once, at build time. The server's
 * serveStatic (`precompressed: true`, server/site.ts) answers them to browsers
 * that accept them, so assets travel compressed at no CPU cost per request.
 * It runs after each build step: React Router writes the browser route manifest
 * (assets/manifest-*.js) during the server build, so that step is covered too.
 */
export function precompress(): Plugin {
  let clientDir = "";
  return {
    name: "school:precompress",
    apply: "build",
    configResolved(config) {
      clientDir = path.join(config.root, "build", "client");
    },
    writeBundle: {
      order: "post",
      sequential: true,
      handler() {
        compressTree(clientDir);
      },
    },
  };
}
