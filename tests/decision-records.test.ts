import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../docs/decisions");
const records = fs.readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");

describe("decision records", () => {
  it.each(records)("%s has a Date and a Status line under its title", (name) => {
    const head = fs.readFileSync(path.join(dir, name), "utf8").split("\n").slice(0, 8).join("\n");
    expect(head).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(head).toMatch(/^Status: (proposed|accepted|superseded|partly superseded)/m);
  });

  it.each(records)("%s has a row in docs/decisions/README.md", (name) => {
    expect(index).toContain(`| [${name.slice(0, 4)}](${name}) |`);
  });
});
