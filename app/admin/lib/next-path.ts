/** Where to go after signing in: a path inside the admin area, never another site (an open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith("/admin") || next.startsWith("//")) return "/admin";
  if (next.startsWith("/admin/sign-in") || next.startsWith("/admin/sign-out")) return "/admin";
  return next;
}

/**
 * The page a request is for, as a person would type it. A React Router data request asks for
 * `/admin/albums.data` (`/_root.data` for the root) with `_routes`; sending someone there after
 * signing in would show them raw data, so the page's own address is taken back out of it.
 */
export function pageAddress(url: URL): string {
  const dataPath = url.pathname.endsWith(".data");
  let pathname = dataPath ? url.pathname.slice(0, -".data".length) : url.pathname;
  if (dataPath && pathname === "/_root") pathname = "/";
  const search = new URLSearchParams(url.search);
  if (dataPath) search.delete("_routes");
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
