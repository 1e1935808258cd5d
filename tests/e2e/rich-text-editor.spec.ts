import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { build } from "vite";
import { renderPage } from "#content/page-render";
import { newAdmissionFees, readmissionFees } from "#tests/fixtures/fee-tables";
import { axeViolations, describeViolations } from "./axe";

/**
 * The rich-text editor in a real browser (decision 0057). No admin screen holds
 * it yet, and app/routes.ts is not ours to change, so the test builds a small
 * page of its own (tests/e2e/editor-harness/: the editor in an ordinary form)
 * with Vite and serves it under the site's page policy (no inline scripts or
 * styles), on a port of its own.
 */
const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, ".tmp/editor-harness");
const policy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
/** A 1x1 grey PNG: what /api/image/... answers here, so pictures load. */
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==",
  "base64",
);
const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

let server: Server;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await build({
    configFile: false,
    root: path.join(root, "tests/e2e/editor-harness"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0 },
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://harness");
    if (url.pathname === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith("/api/image/")) {
      response.writeHead(200, { "content-type": "image/png" }).end(pixel);
      return;
    }
    const file = path.join(outDir, url.pathname === "/" ? "index.html" : path.normalize(url.pathname));
    if (!file.startsWith(outDir)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response
        .writeHead(200, {
          "content-type": types[path.extname(file)] ?? "application/octet-stream",
          "content-security-policy": policy,
        })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens the harness with `html` in the editor, watching for policy violations and script errors. */
async function open(page: Page, html: string): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  await page.goto(`${origin}/?html=${encodeURIComponent(html)}`);
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

const editor = (page: Page) => page.getByRole("textbox", { name: "Description" });
const posted = async (page: Page) => {
  await page.getByRole("button", { name: "Save" }).click();
  return (await page.getByTestId("posted").textContent()) ?? "";
};

for (const width of [390, 1366]) {
  test(`at ${width} px: no axe violation (panel open too), nothing wider than the screen, buttons 44 px tall`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems = await open(
      page,
      "<h2>Sports Day</h2><h4>Events</h4><table><tr><th>Time</th><th>Item</th></tr><tr><td>9:00</td><td>Relay</td></tr></table>",
    );
    await editor(page).locator("td").first().click();
    await expect(page.getByRole("button", { name: "Add row" })).toBeVisible();
    expect(describeViolations("editor", await axeViolations(page))).toEqual([]);
    await page.getByRole("button", { name: "Picture", exact: true }).click();
    await expect(page.getByLabel("Picture address")).toBeFocused();
    expect(describeViolations("picture panel", await axeViolations(page))).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const heights = await page
      .getByRole("toolbar")
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await problems()).toEqual([]);
  });
}

test("keyboard: the toolbar is one tab stop with arrow keys; Markdown-like typing, Ctrl+B, Alt+F10 and Escape", async ({
  page,
}) => {
  const problems = await open(page, "");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Text", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: "H2" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type("## Timings");
  await page.keyboard.press("Enter");
  await page.keyboard.type("* Gates open at 8");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Classes begin at 9");
  await page.keyboard.press("Shift+Home");
  // ProseMirror reads a new selection on the next selectionchange: a person is never faster than that.
  await page.waitForTimeout(100);
  await page.keyboard.press("Control+b");
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Alt+F10");
  await expect(page.getByRole("button", { name: "H2" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(editor(page)).toBeFocused();
  expect(await posted(page)).toBe(
    "<h2>Timings</h2><ul><li>Gates open at 8</li><li><strong>Classes begin at 9</strong></li></ul>",
  );
  expect(await problems()).toEqual([]);
});

test("pasting a Word document keeps its structure and drops its styling", async ({ page }) => {
  const problems = await open(page, "");
  const word = readFileSync(path.join(root, "tests/fixtures/paste/word-annual-day.html"), "utf8");
  await editor(page).click();
  await editor(page).evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Annual Day 2026");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, word);
  const html = await posted(page);
  expect(html).toMatch(/^<h2>Annual Day 2026<\/h2><p>Dear Parents,<\/p>/);
  expect(html).toContain(
    "<ul><li>The school uniform<ul><li>House tie for Classes VI to XII</li></ul></li><li>A water bottle</li></ul>",
  );
  expect(html).toContain('<thead><tr><th scope="col">Time</th><th scope="col">Item</th></tr></thead>');
  expect(html).not.toMatch(/style=|<span|<font|Mso|<img/);
  expect(await problems()).toEqual([]);
});

test("the fee tables of the specification come back cell by cell", async ({ page }) => {
  const fees = renderPage(readFileSync(path.join(root, "content/demo/pages/FeeStructure.md"), "utf8"));
  const problems = await open(page, fees.html);
  await page.getByRole("button", { name: "Save" }).click();
  const tables = await page.getByTestId("posted").evaluate((output) => {
    const body = new DOMParser().parseFromString(output.textContent ?? "", "text/html").body;
    return [...body.querySelectorAll("table")].map((table) =>
      [...table.querySelectorAll("tr")].map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
      ),
    );
  });
  expect(tables).toEqual([newAdmissionFees, readmissionFees]);
  expect(await problems()).toEqual([]);
});

test("publish-time problems show under the editor, go to their place, and clear when fixed", async ({ page }) => {
  const problems = await open(
    page,
    '<h2>Sports Day</h2><p>Photos: <a href="/Gallery">click here</a></p><img src="/api/image/news/sports.jpg">',
  );
  await expect(page.getByText("2 problems to fix before publishing.")).toBeVisible();
  await page.getByRole("button", { name: "Link “click here”" }).click();
  await expect(editor(page)).toBeFocused();
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe("click here");
  await page.keyboard.press("Control+k");
  await expect(page.getByLabel("Address")).toBeFocused();
  await page.getByLabel("Link text").fill("the Sports Day album");
  await page.getByLabel("Link text").press("Enter");
  await page.getByRole("button", { name: "Picture “sports.jpg”" }).click();
  await page.getByRole("button", { name: "Picture", exact: true }).click();
  await page.getByLabel("Description (alt text)").fill("Runners crossing the finish line");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No problems found: ready to publish.")).toBeVisible();
  await expect(page.locator('.rte-problems [role="status"]')).toHaveText("No problems found: ready to publish.", {
    timeout: 5_000,
  });
  expect(await posted(page)).toBe(
    '<h2>Sports Day</h2><p>Photos: <a href="/Gallery">the Sports Day album</a></p><img src="/api/image/news/sports.jpg" alt="Runners crossing the finish line" />',
  );
  expect(await problems()).toEqual([]);
});
