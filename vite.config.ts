import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./vite-plugins/chunk-groups.ts";
import { islands } from "./vite-plugins/islands.ts";
import { precompress } from "./vite-plugins/precompress.ts";

export default defineConfig({
  plugins: [reactRouter(), islands(), precompress()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Rolldown warns when plugins take "significant time": precompress's brotli at quality 11 does,
      // by design, and on a busy machine the warning would greet every first start.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: chunkGroups(fileURLToPath(new URL(".", import.meta.url))),
        },
      },
    },
  },
});
