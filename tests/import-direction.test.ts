import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * `npm run lint` (biome.json's overrides) refuses an import that runs against the layers,
 * app -> server -> content -> database -> domain, and any `../` chain. Each case writes a
 * probe module into the tree, lints it with the project's own configuration, and removes it.
 */
const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", "@biomejs", "biome", "bin", "biome");
const probes: string[] = [];

function lint(folder: string, source: string): { ok: boolean; output: string } {
  const file = path.join(root, folder, `probe-import-direction-${process.pid}-${probes.length}.ts`);
  probes.push(file);
  fs.writeFileSync(file, source);
  const result = spawnSync(process.execPath, [biome, "lint", path.relative(root, file)], {
    cwd: root,
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const file of probes.splice(0)) fs.rmSync(file, { force: true });
});

describe("the import direction check", () => {
  it.each([
    ["domain", 'import { homeGalleryCount } from "#app/lib/constants.ts";\nexport const n = homeGalleryCount;\n'],
    ["domain", 'import type { Db } from "#database/connection";\nexport type D = Db;\n'],
    ["database", 'import type { SiteContext } from "#server/site-context";\nexport type S = SiteContext;\n'],
    ["content", 'export const load = () => import("#server/site");\n'],
    ["server", 'import { fileUrl } from "#app/lib/api-client.ts";\nexport const f = fileUrl;\n'],
    ["server", 'import { createTestApi } from "#tests/api-fixture";\nexport const t = createTestApi;\n'],
    ["server", 'import { parseMarks } from "../domain/marks";\nexport const p = parseMarks;\n'],
    // Every query takes the school (decision 0053): the unscoped handle stays in the few modules biome.json lists.
    ["database/queries", 'import { unscoped } from "#database/unscoped";\nexport const u = unscoped;\n'],
    ["database", 'import { unscoped } from "./unscoped";\nexport const u = unscoped;\n'],
    ["server", 'import { unscoped } from "#database/unscoped";\nexport const u = unscoped;\n'],
    ["content", 'import { unscoped } from "#database/unscoped";\nexport const u = unscoped;\n'],
  ])("refuses in %s/: %s", (folder, source) => {
    const { ok, output } = lint(folder, source);
    expect(ok).toBe(false);
    expect(output).toContain("noRestrictedImports");
  });

  it.each([
    [
      "app",
      'import { fileUrl } from "#app/lib/api-client.ts";\nimport { parseMarks } from "#domain/marks";\nexport const a = [fileUrl, parseMarks];\n',
    ],
    ["server", 'import { openDatabase } from "#database/connection";\nexport const o = openDatabase;\n'],
    ["database", 'import { parseMarks } from "#domain/marks";\nexport const p = parseMarks;\n'],
    ["database/queries", 'import { forSchool } from "#database/school-scope";\nexport const f = forSchool;\n'],
    ["domain", 'import { parseMarks } from "./marks";\nexport const p = parseMarks;\n'],
  ])("accepts in %s/: %s", (folder, source) => {
    const { ok, output } = lint(folder, source);
    expect(output).not.toContain("noRestrictedImports");
    expect(ok).toBe(true);
  });
});
