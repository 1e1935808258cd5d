import { Link } from "react-router";

/** Previous and next page of a list, keeping its search, filter and sort. */
export function ListPages({ query, page, pages }: { query: Record<string, unknown>; page: number; pages: number }) {
  if (pages <= 1) return null;
  const pageHref = (number: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value && key !== "page") params.set(key, String(value));
    params.set("page", String(number));
    return `?${params}`;
  };
  return (
    <nav aria-label="Pages" className="admin-pages">
      {page > 1 && <Link to={pageHref(page - 1)}>Previous page</Link>}
      {page < pages && <Link to={pageHref(page + 1)}>Next page</Link>}
    </nav>
  );
}
