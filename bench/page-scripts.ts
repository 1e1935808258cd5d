/**
 * `npm run bench:pages -- --scripts-only`: the JavaScript each public page loads at first load,
 * without Lighthouse (a minute rather than most of an hour). Each route is opened once in Chromium
 * with an empty cache; every script and module preload it fetched from the site (its islands, or
 * React Router's client on the admin area) is counted as its gzip -9 size, the unit of issue 24's
 * budgets (bench/script-budgets.ts), which are printed as pass or fail.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { scriptBudgetOf } from "./script-budgets";

export type PageScripts = { route: string; files: { path: string; gzipBytes: number }[]; gzipBytes: number };

const gzipSizes = new Map<string, Promise<number>>();

function gzipSizeOf(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url, { headers: { "Accept-Encoding": "identity" } }).then(
      async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length,
    );
    gzipSizes.set(url, size);
  }
  return size;
}

const inlineScript = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The scripts written into a page's HTML, each as its gzip -9 size: the small islands (decision
 * 0109) and the ready mark count as much as a fetched file. JSON (speculation rules, structured data)
 * is not script.
 */
export function inlineScripts(html: string): { path: string; gzipBytes: number }[] {
  const scripts: { path: string; gzipBytes: number }[] = [];
  for (const [, attributes = "", code = ""] of html.matchAll(inlineScript)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (!["", "module", "text/javascript"].includes(type)) continue;
    const name = /\bdata-island="([^"]*)"/.exec(attributes)?.[1] ?? "script";
    scripts.push({ path: `${name} (inline)`, gzipBytes: gzipSync(Buffer.from(code), { level: 9 }).length });
  }
  return scripts;
}

export async function measurePageScripts(
  origin: string,
  pages: readonly { route: string; url: string }[],
  chromePath: string,
): Promise<PageScripts[]> {
  const browser = await chromium.launch({ executablePath: chromePath });
  const results: PageScripts[] = [];
  try {
    for (const { route, url } of pages) {
      // A new context each time: an empty cache, as a first visit has.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const seen = new Set<string>();
      page.on("request", (request) => {
        const requested = new URL(request.url());
        if (request.resourceType() === "script" && requested.origin === origin) seen.add(requested.href);
      });
      await page.goto(url, { waitUntil: "networkidle" });
      const inline = inlineScripts(await page.content());
      await context.close();
      const files = [
        ...(await Promise.all(
          [...seen].map(async (href) => ({ path: new URL(href).pathname, gzipBytes: await gzipSizeOf(href) })),
        )),
        ...inline,
      ];
      results.push({ route, files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table, one line per route, and whether every budget held. */
export function printPageScripts(results: readonly PageScripts[]): boolean {
  let allPass = true;
  console.log("\nJavaScript at first load (gzip -9 of every script and module preload), issue 24's budgets\n");
  console.log(
    `${"route".padEnd(22)} ${"kind".padEnd(7)} ${"files".padStart(5)} ${"JS".padStart(9)} ${"budget".padStart(9)}  result`,
  );
  for (const { route, files, gzipBytes } of results) {
    const budget = scriptBudgetOf(route);
    const pass = gzipBytes <= budget.bytes;
    allPass &&= pass;
    console.log(
      `${route.padEnd(22)} ${budget.kind.padEnd(7)} ${String(files.length).padStart(5)} ${kb(gzipBytes).padStart(9)} ${kb(budget.bytes).padStart(9)}  ${pass ? "pass" : "FAIL"}`,
    );
  }
  console.log(allPass ? "\nevery script budget met" : "\na script budget is missed");
  return allPass;
}
