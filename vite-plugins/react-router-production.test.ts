import { describe, expect, it } from "vitest";
import { reactRouterProductionBuild } from "./react-router-production";

const plugin = reactRouterProductionBuild();
const hook = plugin.resolveId as unknown as (
  this: { resolve: (source: string) => Promise<{ id: string } | null> },
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<{ id: string } | null>;
const context = {
  resolve: async (source: string) =>
    source.startsWith("react-router")
      ? {
          id: `/w/node_modules/react-router/dist/development/${source === "react-router" ? "index" : "dom-export"}.mjs`,
        }
      : { id: `/w/node_modules/${source}/index.js` },
};

describe("reactRouterProductionBuild", () => {
  it("resolves react-router and react-router/dom to their production build", async () => {
    expect((await hook.call(context, "react-router", "/w/app/root.tsx", {}))?.id).toBe(
      "/w/node_modules/react-router/dist/production/index.mjs",
    );
    expect((await hook.call(context, "react-router/dom", "/w/app/entry.client.tsx", {}))?.id).toBe(
      "/w/node_modules/react-router/dist/production/dom-export.mjs",
    );
  });

  it("leaves every other import to the normal resolution", async () => {
    expect(await hook.call(context, "react-router-dom", "/w/app/root.tsx", {})).toBeNull();
    expect(await hook.call(context, "react", "/w/app/root.tsx", {})).toBeNull();
  });

  it("applies to the browser build only, so the server keeps one copy of the router", () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
    expect(plugin.apply).toBe("build");
  });
});
