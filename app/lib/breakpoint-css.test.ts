import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { menuBreakpointPx } from "./constants";

/** Stylesheets cannot import constants.ts, so this keeps their copies of the menu breakpoint honest. */
const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, "..", file), "utf8");

describe("the menu breakpoint in CSS", () => {
  it.each(["components/site-header.css", "styles/no-js.css"])("%s", (file) => {
    const css = read(file);
    expect(css).toContain(`@media (max-width: ${menuBreakpointPx}px)`);
    expect(css).toContain(`@media (min-width: ${menuBreakpointPx + 1}px)`);
    // No other width may sneak in as a menu breakpoint.
    const widths = [...css.matchAll(/@media \((?:max|min)-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(new Set(widths)).toEqual(new Set([menuBreakpointPx, menuBreakpointPx + 1]));
  });
});
