import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./vite-chunk-groups";
import { precompress } from "./vite-precompress";
import { reactRouterProductionBuild } from "./vite-react-router-production";

export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter(), precompress()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups(fileURLToPath(new URL("./app/root.tsx", import.meta.url))),
        },
      },
    },
  },
});
