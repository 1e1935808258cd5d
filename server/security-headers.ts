import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Config } from "#domain/config";
import type { AppEnv } from "./api/deps";
import { previewFramePrefix } from "./editing/preview-frame";

/**
 * Security headers on every response, whatever produced it (docs/decisions/0030-security-headers.md).
 *
 * HTML pages get a nonce-based Content-Security-Policy: a fresh random nonce
 * per request (`c.get("cspNonce")`), which the site's renderer puts on every
 * inline script React and React Router emit (app/entry.server.tsx, app/root.tsx).
 * Everything else (JSON, files, assets) gets a policy that allows nothing.
 */

/** Origins a school's pages may frame besides themselves: its map embed (its profile's `mapEmbedUrl`). */
export type FrameOrigins = (schoolCode: string) => Promise<readonly string[]>;

export type SecurityHeaderOptions = {
  config: Pick<Config, "publicUrl" | "nodeEnv" | "schoolCode">;
  frameOrigins?: FrameOrigins;
};

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Policy = NonNullable<SecureHeadersOptions["contentSecurityPolicy"]>;

/** A policy for responses that are not pages: load nothing, be framed by nobody. */
const strictPolicy: Policy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };
/** The same, written out: for the answers the site sends that are not HTML (assets, robots.txt). */
const strictPolicyValue = "default-src 'none'; frame-ancestors 'none'";
/** Stored files: the /Tc page frames the sample certificate PDF, so our own pages may frame them. */
const filePolicy: Policy = { defaultSrc: ["'none'"], frameAncestors: ["'self'"] };

/** Every powerful feature off; autoplay, fullscreen and picture-in-picture for our own pages (the principal's video, the photo viewer). */
const permissionsPolicy: SecureHeadersOptions["permissionsPolicy"] = {
  accelerometer: [],
  autoplay: ["self"],
  browsingTopics: [],
  camera: [],
  displayCapture: [],
  encryptedMedia: [],
  fullscreen: ["self"],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  pictureInPicture: ["self"],
  // Staff sign in with passkeys (WebAuthn) on the site's own pages.
  publickeyCredentialsGet: ["self"],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
};

export const hstsValue = "max-age=63072000; includeSubDomains";

/** A fresh nonce: 128 random bits, base64 (CSP's nonce-source grammar), as hono's NONCE makes them. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The origin of an http(s) URL, or null for anything else (a CSP source must never come from a bad value). */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * hono's secureHeaders sets the headers; three instances, one per kind of path (pages, API, stored files),
 * because X-Frame-Options and the policy differ by kind. What this wrapper adds, because secureHeaders cannot:
 * - it computes the policy *before* the handler runs (its option functions are called before `next()` and
 *   are synchronous), so it cannot choose by the answer: a 304 must carry no policy (its headers would replace
 *   the cached page's, whose body carries the nonce of its own policy, decision 0031); a non-HTML answer on a
 *   page path (assets, robots.txt) gets the strict policy; in development HTML gets none (Vite injects scripts);
 * - the map's origin in `frame-src` is read from the database (asynchronously), so it is read here, before
 *   secureHeaders, and handed to its `frameSrc` function;
 * - the nonce is copied from hono's `secureHeadersNonce` into `cspNonce`, the name the site reads.
 * `overwrite: false` keeps a header a handler set (the SVG sandbox policy, certificates' `no-referrer`).
 */
export function securityHeaders({ config, frameOrigins }: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const https = config.publicUrl?.startsWith("https:") ?? false;
  // Vite's development server injects scripts of its own; pages get no CSP there.
  const pageCsp = config.nodeEnv !== "development";
  const frameSources = new WeakMap<Context, string>();
  const common: SecureHeadersOptions = {
    crossOriginOpenerPolicy: "same-origin",
    // Every resource is used by our own pages only; other API clients read JSON through CORS, which CORP does not affect.
    crossOriginResourcePolicy: "same-origin",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: https ? hstsValue : false,
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    permissionsPolicy,
    // Headers secureHeaders adds by default that decision 0030 does not send (obsolete or without effect here).
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  };
  const pageCspDirectives: NonNullable<SecureHeadersOptions["contentSecurityPolicy"]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    // Stylesheets are files; a <style> element needs the nonce. Style attributes are refused (none are rendered).
    styleSrc: ["'self'", NONCE],
    // Every image is ours, YouTube thumbnails included (served by /api/image/<school>/youtube/);
    // data: for small inline images libraries draw.
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    // 'self': the sample certificate PDF on /Tc; the rest: the school's map.
    frameSrc: [(c) => frameSources.get(c) ?? "'self'"],
    workerSrc: ["'none'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
  const pages = secureHeaders({ ...common, contentSecurityPolicy: pageCspDirectives });
  // The admin area's preview frame (issue 13): a page our own preview screen frames, and nobody else.
  const previewPages = secureHeaders({
    ...common,
    xFrameOptions: "SAMEORIGIN",
    contentSecurityPolicy: { ...pageCspDirectives, frameAncestors: ["'self'"] },
  });
  const api = secureHeaders({ ...common, contentSecurityPolicy: strictPolicy });
  // Our own pages frame our own PDFs (the sample certificate); nothing else may frame anything.
  const files = secureHeaders({ ...common, xFrameOptions: "SAMEORIGIN", contentSecurityPolicy: filePolicy });

  return async (c, next) => {
    const path = c.req.path;
    const isPagePath = !path.startsWith("/api/");
    const chosen = path.startsWith("/api/image/")
      ? files
      : path.startsWith(previewFramePrefix)
        ? previewPages
        : isPagePath
          ? pages
          : api;
    if (isPagePath && frameOrigins) {
      const origins = await frameOrigins(c.get("schoolCode") ?? config.schoolCode).catch(() => []);
      frameSources.set(c, ["'self'", ...new Set(origins)].join(" "));
    }
    let handlerPolicy = false;
    await chosen(c, async () => {
      // AppEnv (server/api/deps.ts) names its own variables only; hono types this one in ContextVariableMap.
      const nonce = (c as Context).get("secureHeadersNonce");
      if (nonce) c.set("cspNonce", nonce);
      await next();
      handlerPolicy = c.res.headers.has("Content-Security-Policy");
    });
    if (handlerPolicy) return;
    const headers = c.res.headers;
    if (c.res.status === 304) headers.delete("Content-Security-Policy");
    else if (isPagePath) {
      const isHtml = (headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/html");
      if (!isHtml) headers.set("Content-Security-Policy", strictPolicyValue);
      else if (!pageCsp) headers.delete("Content-Security-Policy");
    }
  };
}

/** Reads each school's frame origins at most every `ttlMs`, so a page costs no extra query. */
export function cachedFrameOrigins(read: FrameOrigins, ttlMs = 10_000): FrameOrigins {
  const cached = new Map<string, { at: number; value: Promise<readonly string[]> }>();
  return (schoolCode) => {
    const now = Date.now();
    let entry = cached.get(schoolCode);
    if (!entry || now - entry.at > ttlMs) {
      entry = { at: now, value: read(schoolCode).catch(() => [] as string[]) };
      // Schools that stop being visited are dropped a window later, so the map stays the size of the traffic.
      for (const [code, old] of cached) if (now - old.at > ttlMs) cached.delete(code);
      cached.set(schoolCode, entry);
    }
    return entry.value;
  };
}
