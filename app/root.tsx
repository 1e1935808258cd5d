import { useEffect, useRef } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { GoToTop } from "./components/go-to-top";
import { IslandScripts } from "./components/island-scripts";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useSiteData } from "./components/use-site-data";
import { imageUrl, publicPath } from "./lib/image-url";
import { buildMenu } from "./lib/menu";
import { useNonce } from "./lib/nonce";
import { schoolNameOf } from "./lib/page-meta";
import { usesReactClient } from "./lib/react-client";
import { documentHead } from "./lib/share.server";
import type { SiteData } from "./lib/site-data";
import { strings } from "./lib/strings/common";
import { siteOf } from "./load-context";
import "./styles/global.css";
import "./styles/print.css";
import noJsStylesheet from "./styles/no-js.css?url";

/** Read once per page load: every page's header and footer need the profile and the highlights. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<SiteData> {
  const site = siteOf(context);
  const [profile, highlights] = await Promise.all([site.content.profile(), site.content.highlights()]);
  const head = documentHead(request, site, schoolNameOf(profile));
  const menu = usesReactClient(new URL(request.url).pathname) ? undefined : buildMenu(profile);
  return { profile, highlights, schoolCode: site.schoolCode, publicUrl: site.publicUrl, head, menu };
}

/** Neither changes while someone reads the site: navigating between pages does not fetch them again. */
export function shouldRevalidate() {
  return false;
}

export function meta({ error }: Route.MetaArgs) {
  return error ? [{ title: strings.error.title }] : [];
}

/**
 * zod compiles each object schema's parser with `new Function` when it may, and finds out by
 * trying once. The staff area's policy allows no eval, so that try was caught but still reported
 * as a violation on every admin page (a report, and a console error). `jitless` skips both; the
 * forms' schemas are small and parse as fast without it. Set before zod's module runs.
 */
const zodWithoutEval = "(globalThis.__zod_globalConfig??={}).jitless=true";

/**
 * Whether the page is the staff area's (app/admin/, every route under /admin): it has its own header
 * and no site chrome, and it alone loads React Router's client; every other page is the server's
 * HTML with its islands (docs/decisions/0093-public-pages-islands.md).
 */
function useIsAdmin(): boolean {
  return usesReactClient(useLocation().pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { schoolCode } = useSiteData();
  const nonce = useNonce();
  const admin = useIsAdmin();
  // Says the staff area's page has become interactive: browser tests wait for it before pressing
  // buttons (a public page says it in IslandScripts).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2748" />
        {schoolCode && (
          // The smallest variant the image service makes, as WebP: the PNG was 17 KB on every first visit.
          <link
            rel="icon"
            type="image/webp"
            href={imageUrl(publicPath(schoolCode, "logo.png"), { width: 160, format: "webp" })}
          />
        )}
        <Meta />
        <Links />

        <noscript>
          <link rel="stylesheet" href={noJsStylesheet} />
        </noscript>
        {!admin && <IslandScripts nonce={nonce} />}
        {admin && (
          // Before any module: a classic script in <head> runs before the deferred module scripts.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file.
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: zodWithoutEval }} />
        )}
      </head>
      <body>
        {admin ? (
          // The admin area brings its own skip link, header and <main> (app/admin/).
          children
        ) : (
          <>
            <div id="top" tabIndex={-1} />
            <a className="skip-link" href="#main">
              {strings.skipToContent}
            </a>
            <SiteHeader />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
            <GoToTop />
          </>
        )}
        {admin && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * After a client-side navigation, screen readers and keyboards continue at the new page's content.
 * A page that only takes a new address for what it shows (`state.keepForm`: a new draft's first
 * autosave, decision 0098) leaves the focus where the person is typing.
 */
function useFocusMainOnNavigation() {
  const { pathname, state } = useLocation();
  const shown = useRef(pathname);
  const keepsFocus = (state as { keepForm?: boolean } | null)?.keepForm === true;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!keepsFocus) document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, keepsFocus]);
}

export default function App() {
  useFocusMainOnNavigation();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const admin = useIsAdmin();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : strings.error.unknown;
  const body = (
    <div className="container error-page">
      <h1>{strings.error.title}</h1>
      <p>{detail}</p>
      <p>
        <Link to={admin ? "/admin" : "/"}>{strings.error.goHome}</Link>
      </p>
    </div>
  );
  // The site's layout gives its pages their <main>; the admin area's pages bring their own.
  return admin ? <main id="main">{body}</main> : body;
}
