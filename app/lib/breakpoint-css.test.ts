import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headerSearchBoxPx, menuBreakpointPx } from "./constants";

/** Stylesheets cannot import constants.ts, so this keeps their copies of the menu breakpoint honest. */
const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, "..", file), "utf8");

describe("the menu breakpoint in CSS", () => {
  it.each(["components/site-header.css", "styles/no-js.css"])("%s", (file) => {
    const css = read(file);
    expect(css).toContain(`@media (max-width: ${menuBreakpointPx}px)`);
    expect(css).toContain(`@media (min-width: ${menuBreakpointPx + 1}px)`);
    // No other width may sneak in as a menu breakpoint (the header's search box has one of its own).
    const widths = [...css.matchAll(/\((?:max|min)-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    const allowed = [menuBreakpointPx, menuBreakpointPx + 1];
    if (file === "components/site-header.css") allowed.push(headerSearchBoxPx - 1, headerSearchBoxPx);
    expect(new Set(widths)).toEqual(new Set(allowed));
  });
});
