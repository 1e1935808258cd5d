import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Every route's manifest ships with the first page, so navigation needs no discovery round trip.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
