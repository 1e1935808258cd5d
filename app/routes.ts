import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { sitePaths } from "#domain/site-routes";

/**
 * The file of a page's route, by the path in kebab case: `/FeeStructure` → `routes/fee-structure.tsx`,
 * `/TopperXII` → `routes/topper-xii.tsx`, `/Circulars` → `routes/circulars.tsx`; the home page's is `home`.
 */
function routeFileOf(path: string): string {
  const name =
    path === "/"
      ? "home"
      : path
          .slice(1)
          .replace(/([a-z])([A-Z])/g, "$1-$2")
          .toLowerCase();
  return `routes/${name}.tsx`;
}

/**
 * Every page of domain/site-routes.ts, in its order: spec 2.1's, spelled as the spec spells them,
 * /Search (issue 16), /Subscribe (issue 27) and each kind's own page (/Circulars, declared in
 * domain/kinds/circulars.ts). Matching ignores case (React Router's default), so /about is /About.
 * The splat answers 404. The admin area follows the site's routes.
 */
export default [
  ...sitePaths.map((path) => (path === "/" ? index(routeFileOf(path)) : route(path.slice(1), routeFileOf(path)))),
  // The staff area (issue 12): its own routes, components and chunks under app/admin/.
  route("admin/sign-in", "admin/routes/sign-in.tsx"),
  route("admin/set-password", "admin/routes/set-password.tsx"),
  route("admin/invitation", "admin/routes/invitation.tsx"),
  route("admin/forgot-password", "admin/routes/forgot-password.tsx"),
  route("admin", "admin/routes/layout.tsx", [
    index("admin/routes/dashboard.tsx"),
    route("people", "admin/routes/people.tsx"),
    route("activity", "admin/routes/activity.tsx"),
    // The album screens' old addresses: albums are the generic editor's now (decision 0101).
    route("albums", "admin/routes/albums.tsx"),
    route("albums/:id", "admin/routes/album.tsx"),
    route("hero-slides", "admin/routes/hero-slides.tsx"),
    route("account", "admin/routes/account.tsx"),
    route("schools", "admin/routes/schools.tsx"),
    // Issue 13: written content, its review, history, preview and trash.
    route("content", "admin/routes/content-index.tsx"),
    route("content/:kind", "admin/routes/content-list.tsx"),
    route("content/:kind/:id", "admin/routes/content-edit.tsx"),
    route("content/:kind/:id/history", "admin/routes/content-history.tsx"),
    route("content/:kind/:id/preview", "admin/routes/content-preview.tsx"),
    route("trash", "admin/routes/content-trash.tsx"),
    // Issue 14's records: birthdays, toppers, transfer certificates, children's consent, faculty, videos.
    route("records", "admin/routes/records.tsx"),
    route("records/birthdays", "admin/routes/records-birthdays.tsx"),
    route("records/certificates", "admin/routes/records-certificates.tsx"),
    route("records/certificates/bulk", "admin/routes/records-certificates-bulk.tsx"),
    route("records/consent", "admin/routes/records-consent.tsx"),
    // Issue 27: parents' e-mail alerts.
    route("alerts", "admin/routes/alerts.tsx"),
    // The owner's CSV of the subscribers' addresses: a file, not a page (logged).
    route("alerts/subscribers.csv", "admin/routes/alerts-subscribers.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
