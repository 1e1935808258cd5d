import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // A page ships the manifest of its own routes; the routes its links lead to come right after hydration
  // (decision 0060): the staff area's routes never reach a public page.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
