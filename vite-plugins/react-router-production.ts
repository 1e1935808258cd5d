import type { Plugin } from "vite";

const fromReactRouter = /^react-router(\/dom)?$/;

/**
 * React Router 7 points every export condition at `dist/development`, so a
 * production client bundle ships its development warnings (remix-run/react-router#14102).
 * The browser build takes the `dist/production` twin instead, which sets
 * `ENABLE_DEV_WARNINGS = false` and lets the minifier drop them. Only the client
 * environment is redirected: the server bundle and `@react-router/node` must keep
 * resolving the same copy at run time, or they would hold two router contexts.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!fromReactRouter.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes("/dist/development/")) return resolved;
      return { ...resolved, id: resolved.id.replace("/dist/development/", "/dist/production/") };
    },
  };
}
