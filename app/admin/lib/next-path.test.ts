import { describe, expect, it } from "vitest";
import { safeNext } from "./next-path";

describe("safeNext", () => {
  it.each([
    ["/admin/people", "/admin/people"],
    ["/admin/activity?kind=user", "/admin/activity?kind=user"],
    [null, "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/About", "/admin"],
    ["/admin/sign-in?next=/admin", "/admin"],
  ])("%s goes to %s", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
