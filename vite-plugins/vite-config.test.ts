import path from "node:path";
import { createLogger, loadConfigFromFile } from "vite";
import { describe, expect, it, vi } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** vite.config.ts as `vite build` loads it, with every warning Vite prints while loading it. */
async function loadViteConfig() {
  const logger = createLogger("warn");
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const loaded = await loadConfigFromFile(
    { command: "build", mode: "production" },
    path.join(root, "vite.config.ts"),
    root,
    "warn",
    logger,
  );
  if (!loaded) throw new Error("vite.config.ts did not load");
  return { config: loaded.config, warnings: warn.mock.calls.map(([message]) => String(message)) };
}

describe("vite.config.ts", () => {
  it("loads without a warning (no import Vite's native config loader would refuse)", async () => {
    const { warnings } = await loadViteConfig();
    expect(warnings).toEqual([]);
  });

  it("gives every chunk group named by a function a debugName, so Rolldown does not warn", async () => {
    const { config } = await loadViteConfig();
    const output = config.build?.rolldownOptions?.output;
    const groups = (Array.isArray(output) ? output[0] : output)?.codeSplitting;
    const list = typeof groups === "object" && groups !== null && "groups" in groups ? (groups.groups ?? []) : [];
    expect(list.length).toBeGreaterThan(0);
    for (const group of list) {
      if (typeof group.name === "function") expect(group.debugName, "a group named by a function").toBeTruthy();
    }
  });
});
