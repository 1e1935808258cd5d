import { describe, expect, it } from "vitest";
import { pageAddress, safeNext } from "./next-path";

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

describe("pageAddress", () => {
  it.each([
    ["http://localhost/admin/albums", "/admin/albums"],
    ["http://localhost/admin/albums.data?_routes=routes%2Fadmin%2Falbums", "/admin/albums"],
    ["http://localhost/admin/content/news.data?status=draft&_routes=x", "/admin/content/news?status=draft"],
    ["http://localhost/_root.data", "/"],
    ["http://localhost/admin/activity?kind=user", "/admin/activity?kind=user"],
    // Only a data request loses `_routes`: on a page's own address it is the page's.
    ["http://localhost/admin/albums?_routes=keep", "/admin/albums?_routes=keep"],
  ])("%s is the page %s", (url, page) => {
    expect(pageAddress(new URL(url))).toBe(page);
  });
});
