import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineHeadStylesheets, inlineStyleMaxBytes, inlineStylesheets, smallStylesheets } from "./inline-styles";

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>Text</p></body></html>`;

describe("public pages' small stylesheets", () => {
  it("writes a small sheet into the page with the link's nonce, in the link's place, and keeps the big ones linked", () => {
    const sheets = new Map([["/assets/prose-1.css", ".prose{margin:0}"]]);
    const html = page(
      '<link nonce="N0" rel="stylesheet" href="/assets/shared-1.css"/><link nonce="N0" rel="stylesheet" href="/assets/prose-1.css"/><title>T</title>',
    );
    expect(inlineStylesheets(html, sheets)).toBe(
      page(
        '<link nonce="N0" rel="stylesheet" href="/assets/shared-1.css"/><style nonce="N0">.prose{margin:0}</style><title>T</title>',
      ),
    );
  });

  it("writes a page's sheets as bytes, its head only, and leaves the rest of the page as it was", () => {
    const sheets = new Map([["/assets/a-1.css", '.a{content:"é"}']]);
    const link = '<link nonce="N" rel="stylesheet" href="/assets/a-1.css"/>';
    const bytes = Buffer.from(`<html><head>${link}</head><body><p>दस</p></body></html>`);
    expect(inlineHeadStylesheets(bytes, sheets).toString()).toBe(
      '<html><head><style nonce="N">.a{content:"é"}</style></head><body><p>दस</p></body></html>',
    );
    // A link in the body is none of React's stylesheet links: left as it is.
    const inBody = Buffer.from(`<html><head></head><body>${link}</body></html>`);
    expect(inlineHeadStylesheets(inBody, sheets)).toBe(inBody);
  });

  it("leaves a link without a nonce alone: the page's CSP would refuse its style", () => {
    const sheets = new Map([["/assets/no-js-1.css", ".x{}"]]);
    const html = page('<noscript><link rel="stylesheet" href="/assets/no-js-1.css"/></noscript>');
    expect(inlineStylesheets(html, sheets)).toBe(html);
  });

  it("leaves other links alone (icons, preloads), whatever their address", () => {
    const sheets = new Map([["/assets/a.css", ".a{}"]]);
    const html = page('<link nonce="N" rel="preload" href="/assets/a.css"/><link rel="icon" href="/favicon.ico"/>');
    expect(inlineStylesheets(html, sheets)).toBe(html);
  });

  it("reads the build's stylesheets under the limit, and none that could close the <style> early", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-styles-"));
    fs.writeFileSync(path.join(dir, "small-1.css"), ".s{color:red}");
    fs.writeFileSync(path.join(dir, "big-1.css"), `.b{content:"${"x".repeat(inlineStyleMaxBytes)}"}`);
    fs.writeFileSync(path.join(dir, "odd-1.css"), '.o{content:"</style>"}');
    fs.writeFileSync(path.join(dir, "island-1.js"), "export {}");
    const sheets = smallStylesheets(dir);
    expect([...sheets.keys()]).toEqual(["/assets/small-1.css"]);
    expect(sheets.get("/assets/small-1.css")).toBe(".s{color:red}");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
