import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { isoDateOf, schoolToday } from "#domain/school-date";
import { minimalSpec, writeBundle } from "#tests/fixtures/make-bundle";
import { forbiddenElements, isDangerousUrl, urlAttributes } from "#tests/xss-check";
import { expect, test } from "./test";

/**
 * Stored HTML in the browser: the XSS corpus (tests/fixtures/xss/payloads.json)
 * is imported, the way any bundle is, into the principal's message, news
 * titles and descriptions, and information pages (as text, as raw HTML lines
 * and as link targets), into a school of its own served on E2E_PORT + 4 by a
 * server this file starts (only this spec pays for it). Chromium then renders
 * the pages: no payload may run, and none may leave a script, frame, handler
 * or `javascript:` URL in the page.
 */

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 3100) + 4;
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, ".tmp/e2e-xss");
const tsx = path.join(root, "node_modules/.bin/tsx");
const payloads = JSON.parse(fs.readFileSync(path.join(root, "tests/fixtures/xss/payloads.json"), "utf8")) as string[];

const pageSlugs = ["About", "Mission", "Vision", "Discipline", "GeneralRules"] as const;

function chunks<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** An information page: every payload as text, as a raw HTML block and as two kinds of link target. */
function pageMarkdown(title: string, list: string[]): string {
  const parts = [`# ${title}`, ""];
  for (const payload of list) {
    const oneLine = payload.replace(/\n/g, " ");
    parts.push(`Text ${oneLine}`, "", payload, "", `[link](${oneLine}) [angle](<${oneLine}>) <${oneLine}>`, "");
  }
  return parts.join("\n");
}

async function writeXssBundle(dir: string): Promise<void> {
  const spec = await minimalSpec();
  const date = isoDateOf(schoolToday("Asia/Kolkata"));
  spec.content.principalMessages = [
    { message: payloads.join("\n"), name: "XSS Principal", category: "Principal", attachments: [] },
  ];
  spec.content.news = chunks(payloads, 20).map((list, index) => ({
    _id: `xss-${index}`,
    title: `News ${index} ${list[0]}`,
    description: list.join(" "),
    fromDate: date,
  }));
  spec.pages = Object.fromEntries(
    chunks(payloads, pageSlugs.length).map((list, index) => [
      `${pageSlugs[index]}.md`,
      pageMarkdown(pageSlugs[index], list),
    ]),
  );
  writeBundle(dir, spec);
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const bundleDir = path.join(dataDir, "bundle");
  await writeXssBundle(bundleDir);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  execFileSync(tsx, ["content/cli.ts", "import", bundleDir, "--school", "xss"], { cwd: root, env, stdio: "pipe" });
  server = spawn(tsx, ["server/index.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", SCHOOL_CODE: "xss" },
    stdio: "ignore",
    detached: true,
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${baseUrl}/api/school/xss`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the XSS school's server did not start on ${baseUrl}`);
});

test.afterAll(() => {
  // The server and the node process tsx started for it: the group this file created, by its id.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

/** Records every dialog (alert, confirm, prompt) and answers it, so a payload that calls one cannot block the page. */
function trapDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** What must not be in the page: a script without the page's nonce, a handler, a dangerous URL, and more. */
async function pageProblems(page: Page, contentSelectors: string[]): Promise<string[]> {
  return page.evaluate(
    ({ contentSelectors, forbiddenElements, urlAttributes }) => {
      const problems: string[] = [];
      const dangerous = (value: string) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip exactly these before reading a scheme.
        const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
        return /^(javascript|vbscript|data|livescript|jar|file):/i.test(cleaned);
      };
      for (const element of Array.from(document.querySelectorAll("*"))) {
        const name = element.localName;
        for (const attribute of Array.from(element.attributes)) {
          const attributeName = attribute.name.toLowerCase();
          if (attributeName.startsWith("on")) problems.push(`${attributeName} on <${name}>`);
          if (urlAttributes.includes(attributeName) && dangerous(attribute.value)) {
            // The site's own data: URLs are images only (none are rendered on these pages).
            problems.push(`${attributeName}="${attribute.value}" on <${name}>`);
          }
        }
        // JSON-LD (issue 16) is a data block the browser never runs: it needs no nonce, but it must
        // still be the JSON React Router wrote, or a payload would have broken out of it.
        const dataBlock = name === "script" && element.getAttribute("type") === "application/ld+json";
        if (dataBlock) {
          try {
            JSON.parse(element.textContent ?? "");
          } catch {
            problems.push("a JSON-LD block that is not JSON");
          }
        } else if (name === "script" && !(element as HTMLScriptElement).nonce) {
          problems.push("a <script> without the nonce");
        }
        if (["base", "object", "embed", "applet", "frameset", "frame", "portal"].includes(name))
          problems.push(`<${name}>`);
        if (name === "meta" && element.hasAttribute("http-equiv")) problems.push("<meta http-equiv>");
        if (name === "iframe" && !element.closest("footer")) problems.push("<iframe> outside the footer map");
      }
      for (const selector of contentSelectors) {
        const areas = Array.from(document.querySelectorAll(selector));
        if (areas.length === 0) problems.push(`no content area ${selector}`);
        for (const area of areas) {
          for (const element of Array.from(area.querySelectorAll("*"))) {
            if (forbiddenElements.includes(element.localName)) problems.push(`<${element.localName}> in ${selector}`);
            if (element.hasAttribute("style")) problems.push(`style attribute in ${selector}`);
          }
        }
      }
      return problems;
    },
    { contentSelectors, forbiddenElements, urlAttributes },
  );
}

const pages: Array<{ path: string; areas: string[] }> = [
  { path: "/", areas: [".principal__message", ".news-item__description", ".news-item__title"] },
  {
    path: "/News?year=All",
    areas: [".item-list .list-item__title", ".item-list .list-item > p:not(.list-item__meta)"],
  },
  { path: "/PrincipalMessage", areas: [".principal-page__message"] },
  ...pageSlugs.map((slug) => ({ path: `/${slug}`, areas: [".prose"] })),
];

test.describe("stored XSS payloads in Chromium", () => {
  test("the trap notices a payload that runs (the check itself works)", async ({ page }) => {
    const dialogs = trapDialogs(page);
    await page.setContent('<img src="x:" onerror="window.__xss=1;alert(1)">');
    await expect.poll(() => page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBe(1);
    expect(dialogs).toEqual(["alert: 1"]);
  });

  for (const { path: pagePath, areas } of pages) {
    test(`${pagePath}: no payload runs and none survives`, async ({ page }) => {
      const dialogs = trapDialogs(page);
      const response = await page.goto(`${baseUrl}${pagePath}`);
      expect(response?.status()).toBe(200);
      // Handlers that would fire on load, error, focus, animation or hover get their chance.
      await page.mouse.move(200, 300);
      await page.keyboard.press("Tab");
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => typeof (window as { __xss?: unknown }).__xss)).toBe("undefined");
      expect(await pageProblems(page, areas)).toEqual([]);
      // The payloads are there, as harmless text or cleaned markup: the page did show the content.
      await expect(page.locator(areas[0]).first()).not.toBeEmpty();
    });
  }

  test("the stored HTML the API serves has nothing dangerous either", async ({ request }) => {
    const messages = (await (await request.get(`${baseUrl}/api/principalMessage/xss`)).json()) as Array<{
      message: string;
    }>;
    const html = messages.map((item) => item.message).join("\n");
    // Text is escaped, so a tag name after a real "<" is markup that survived.
    expect(html).not.toMatch(/<(script|iframe|object|embed|base|meta|style|svg|math|form|img|input)\b/i);
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/gi))
      expect(isDangerousUrl(match[1]), match[1]).toBe(false);
  });
});
