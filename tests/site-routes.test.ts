import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { canonicalPath, sitePaths } from "#domain/site-routes";
import { isStaffPath } from "#server/staff-routes";

describe("domain/site-routes.ts", () => {
  it("lists exactly the public routes of app/routes.ts, spelled the same (the splat and the staff area aside)", () => {
    const routePaths = routes
      .map((entry) => (entry.index ? "/" : `/${entry.path}`))
      .filter((path) => path !== "/*" && !isStaffPath(path));
    expect([...sitePaths]).toEqual(routePaths);
  });

  it("gives a path matched without case its route's spelling", () => {
    expect(canonicalPath("/feestructure")).toBe("/FeeStructure");
    expect(canonicalPath("/ABOUT/")).toBe("/About");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/nowhere")).toBe("/nowhere");
  });
});
