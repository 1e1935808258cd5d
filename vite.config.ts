import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./vite-plugins/chunk-groups.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { reactRouterProductionBuild } from "./vite-plugins/react-router-production.ts";

export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter(), precompress()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups(fileURLToPath(new URL(".", import.meta.url))),
        },
      },
    },
  },
});
