import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../domain/config";
import type { AppEnv } from "./api/deps";

/**
 * Security headers on every response, whatever produced it (docs/decisions/0030-security-headers.md).
 *
 * HTML pages get a nonce-based Content-Security-Policy: a fresh random nonce
 * per request (`c.get("cspNonce")`), which the site's renderer puts on every
 * inline script React and React Router emit (app/entry.server.tsx, app/root.tsx).
 * Everything else (JSON, files, assets) gets a policy that allows nothing.
 */

/** Origins a page may frame besides itself: the school's map embed (its profile's `mapEmbedUrl`). */
export type FrameOrigins = () => Promise<readonly string[]>;

export type SecurityHeaderOptions = {
  config: Pick<Config, "publicUrl" | "nodeEnv">;
  frameOrigins?: FrameOrigins;
};

/** A policy for responses that are not pages: load nothing, be framed by nobody. */
export const strictPolicy = "default-src 'none'; frame-ancestors 'none'";
/** Stored files: the /Tc page frames the sample certificate PDF, so our own pages may frame them. */
export const filePolicy = "default-src 'none'; frame-ancestors 'self'";

export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=(self)",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=(self)",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export const hstsValue = "max-age=63072000; includeSubDomains";

/** A fresh nonce: 128 random bits, base64 (CSP's nonce-source grammar). */
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

/** The Content-Security-Policy of an HTML page. */
export function pagePolicy(nonce: string, options: { frameOrigins?: readonly string[]; https?: boolean } = {}): string {
  const frames = ["'self'", ...new Set(options.frameOrigins ?? [])];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Stylesheets are files; a <style> element needs the nonce. Style attributes are refused (none are rendered).
    `style-src 'self' 'nonce-${nonce}'`,
    // Every image is ours, YouTube thumbnails included (served by /api/image/<school>/youtube/);
    // data: for small inline images libraries draw.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    // 'self': the sample certificate PDF on /Tc; the rest: the school's map.
    `frame-src ${frames.join(" ")}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders({ config, frameOrigins }: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const https = config.publicUrl?.startsWith("https:") ?? false;
  // Vite's development server injects scripts of its own; pages get no CSP there.
  const pageCsp = config.nodeEnv !== "development";
  return async (c, next) => {
    // Only pages use a nonce; API answers and files (most requests) skip the random bytes.
    const nonce = c.req.path.startsWith("/api/") ? "" : newNonce();
    if (nonce) c.set("cspNonce", nonce);
    await next();
    const headers = c.res.headers;
    const isFile = c.req.path.startsWith("/api/image/");
    const isHtml = (headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/html");
    // A policy a handler set (the sandbox of SVG files) stands. A 304 sends none: its headers would replace
    // the cached page's, whose body carries the nonce of its own policy.
    if (!headers.has("Content-Security-Policy") && c.res.status !== 304) {
      if (isFile) headers.set("Content-Security-Policy", filePolicy);
      else if (isHtml && !c.req.path.startsWith("/api/")) {
        if (pageCsp) {
          const origins = frameOrigins ? await frameOrigins().catch(() => []) : [];
          headers.set("Content-Security-Policy", pagePolicy(nonce, { frameOrigins: origins, https }));
        }
      } else headers.set("Content-Security-Policy", strictPolicy);
    }
    headers.set("X-Content-Type-Options", "nosniff");
    // A stricter policy set by the handler (certificates send no referrer at all) stands.
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // Our own pages frame our own PDFs (the sample certificate); nothing else may frame anything.
    headers.set("X-Frame-Options", isFile ? "SAMEORIGIN" : "DENY");
    headers.set("Permissions-Policy", permissionsPolicy);
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    // Every resource is used by our own pages only; other API clients read JSON through CORS, which CORP does not affect.
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    if (https) headers.set("Strict-Transport-Security", hstsValue);
  };
}

/** Reads the frame origins at most every `ttlMs`, so a page costs no extra query. */
export function cachedFrameOrigins(read: FrameOrigins, ttlMs = 10_000): FrameOrigins {
  let cached: { at: number; value: Promise<readonly string[]> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const value = read().catch(() => [] as string[]);
      cached = { at: now, value };
    }
    return cached.value;
  };
}
