import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { isStaffPath, type ManifestRoute, staffRouteMatcher } from "#server/staff-routes";

/**
 * The site build's route manifest, made from app/routes.ts the way the build makes it: a route's
 * id is its file without the extension, under the root route. So the test covers the real routes,
 * including any admin route added later.
 */
function manifestOf(entries: RouteConfigEntry[], parentId = "root"): ManifestRoute[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    const route: ManifestRoute = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
    };
    return [route, ...manifestOf(entry.children ?? [], id)];
  });
}

const manifest = Object.fromEntries(
  [{ id: "root", path: "" }, ...manifestOf(routes)].map((route) => [route.id, route]),
);
const rendersStaffRoute = staffRouteMatcher(manifest);
const at = (path: string) => rendersStaffRoute(`http://school.example${path}`);

describe("staffRouteMatcher", () => {
  it.each([
    "/admin",
    "/admin/",
    "/admin/people",
    "/admin/sign-in",
    "/admin/set-password?token=abc",
    "/admin/content/news/n1/history",
  ])("finds the admin route %s renders", (path) => {
    expect(at(path)).toBe(true);
  });

  it.each(["/Admin", "/ADMIN/People", "/aDmIn/records/birthdays", "/%41dmin/people"])(
    "finds it in any case of the path, as React Router matches: %s",
    (path) => {
      expect(at(path)).toBe(true);
    },
  );

  it.each([
    "/admin.data",
    "/Admin.data",
    "/admin/people.data",
    "/Admin/people.data?_routes=admin%2Froutes%2Fpeople",
    "/admin/people/_.data",
  ])("finds the route a data request loads: %s", (path) => {
    expect(at(path)).toBe(true);
  });

  it.each(["/", "/_.data", "/About", "/about.data", "/Tc", "/administration", "/nowhere", "/api/admin/me"])(
    "leaves public pages and what no admin route renders: %s",
    (path) => {
      expect(at(path)).toBe(false);
    },
  );
});

describe("isStaffPath (the second belt, by spelling)", () => {
  it.each([
    "/admin",
    "/admin/",
    "/Admin/people",
    "/ADMIN.data",
    "/admin?next=/",
    "/api/admin/me",
    "/API/Auth/get-session",
    "/api/auth",
  ])("is true for %s", (path) => {
    expect(isStaffPath(path)).toBe(true);
  });

  it.each(["/", "/About", "/administration", "/api/school/demo", "/api/administer", "/api/tc/demo"])(
    "is false for %s",
    (path) => {
      expect(isStaffPath(path)).toBe(false);
    },
  );
});
