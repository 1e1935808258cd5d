import { describe, expect, it } from "vitest";
import { chromeIslands, pageIslands } from "./names";

describe("pageIslands", () => {
  it("loads the chrome's islands on every page, even one whose routes name none", () => {
    expect(pageIslands([undefined, {}])).toEqual([...chromeIslands]);
  });

  it("adds the islands the routes' handles name, once each, after the chrome's", () => {
    expect(pageIslands([undefined, { islands: ["filters", "menu"] }, { islands: ["filters", "carousel"] }])).toEqual([
      ...chromeIslands,
      "filters",
      "carousel",
    ]);
  });

  it("ignores what is not an island's name (the admin area's handle, a typo)", () => {
    expect(pageIslands([{ admin: true }, { islands: ["carousels", 3] }, { islands: "menu" }])).toEqual([
      ...chromeIslands,
    ]);
  });
});
