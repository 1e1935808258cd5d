import { createLogger, type InlineConfig, resolveConfig } from "vite";
import { describe, expect, it, vi } from "vitest";
import { envDirInsteadOfEnvFile } from "./env-dir";

/** Resolves an inline config the way React Router's child compiler does, and collects Vite's warnings. */
async function resolveWithWarnings(config: InlineConfig) {
  const logger = createLogger("warn");
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const resolved = await resolveConfig(
    { configFile: false, logLevel: "warn", customLogger: logger, ...config },
    "build",
  );
  return { resolved, warnings: warn.mock.calls.map(([message]) => String(message)) };
}

describe("envDirInsteadOfEnvFile", () => {
  it("is needed: Vite warns about `envFile: false` without it", async () => {
    const { warnings } = await resolveWithWarnings({ envFile: false });
    expect(warnings.join("\n")).toContain("envFile");
  });

  it("turns `envFile: false` into `envDir: false`: no warning, and still no .env file read", async () => {
    const { resolved, warnings } = await resolveWithWarnings({ envFile: false, plugins: [envDirInsteadOfEnvFile()] });
    expect(warnings).toEqual([]);
    expect(resolved.envDir).toBe(false);
  });

  it("leaves a config without `envFile` alone", async () => {
    const { resolved, warnings } = await resolveWithWarnings({ plugins: [envDirInsteadOfEnvFile()] });
    expect(warnings).toEqual([]);
    expect(resolved.envDir).not.toBe(false);
  });
});
