import fs from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { problemsIn } from "#tests/xss-check";
import { renderPage } from "./page-render";
import { sanitizeStoredHtml } from "./sanitize";

/** tests/fixtures/xss/payloads.json: known XSS payloads (OWASP cheat sheet, DOMPurify-style cases). */
const payloads = JSON.parse(
  fs.readFileSync(new URL("../tests/fixtures/xss/payloads.json", import.meta.url), "utf8"),
) as string[];

const { document } = new JSDOM("<!DOCTYPE html><body></body>").window;

/** Parses stored HTML the way the site inserts it (innerHTML of a div) and lists what must not be there. */
function problems(html: string): string[] {
  const box = document.createElement("div");
  box.innerHTML = html;
  const found = problemsIn(box);
  // Mutation XSS: what a second parse of the serialized DOM makes must be just as clean.
  const again = document.createElement("div");
  again.innerHTML = box.innerHTML;
  return [...found, ...problemsIn(again).map((problem) => `after re-parse: ${problem}`)];
}

/** The Markdown an editor could write around a payload: as text, as a raw HTML line, and as link targets. */
function markdownAround(payload: string): string {
  const oneLine = payload.replace(/\n/g, " ");
  return [
    "# Page",
    "",
    `Text: ${oneLine}`,
    "",
    payload,
    "",
    `[link](${oneLine})`,
    "",
    `[angle link](<${oneLine}>)`,
    "",
    `<${oneLine}>`,
    "",
    `| a | b |\n|---|---|\n| ${oneLine.replace(/\|/g, "\\|")} | [x](${oneLine}) |`,
    "",
  ].join("\n");
}

describe("the XSS corpus", () => {
  it("holds at least 300 distinct payloads", () => {
    expect(new Set(payloads).size).toBe(payloads.length);
    expect(payloads.length).toBeGreaterThanOrEqual(300);
  });

  it("is caught by the check when nothing cleans it (the check itself works)", () => {
    const caught = payloads.filter((payload) => problems(payload).length > 0);
    expect(caught.length).toBeGreaterThan(payloads.length * 0.75);
  });

  it("leaves no script, frame, handler or dangerous URL after sanitizeStoredHtml", () => {
    const failures = payloads
      .map((payload) => ({ payload, found: problems(sanitizeStoredHtml(payload)) }))
      .filter(({ found }) => found.length > 0);
    expect(failures).toEqual([]);
  });

  it("leaves none when every payload is in one message", () => {
    expect(problems(sanitizeStoredHtml(payloads.join("\n")))).toEqual([]);
  });

  it("leaves none in a rendered information page", () => {
    const failures = payloads
      .map((payload) => ({ payload, found: problems(renderPage(markdownAround(payload)).html) }))
      .filter(({ found }) => found.length > 0);
    expect(failures).toEqual([]);
  });

  it("keeps the ordinary markup the allow-list is for", () => {
    const html = sanitizeStoredHtml(
      '<p><a href="https://example.com/" target="_blank">ok</a> <strong>b</strong></p><table><tr><td colspan="2">c</td></tr></table>',
    );
    expect(html).toBe(
      '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">ok</a> <strong>b</strong></p><table><tr><td colspan="2">c</td></tr></table>',
    );
  });
});
