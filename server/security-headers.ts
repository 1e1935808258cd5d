import type { MiddlewareHandler } from "hono";
import type { Config } from "./config";

/** Headers every response carries, whatever produced it. */
export function securityHeaders(config: Pick<Config, "publicUrl">): MiddlewareHandler {
  const hsts = config.publicUrl?.startsWith("https:");
  return async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    // A stricter policy set by the handler (certificates send no referrer at all) stands.
    if (!c.res.headers.has("Referrer-Policy")) c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // Our own pages frame our own PDFs (the sample certificate); nothing else may frame anything.
    c.res.headers.set("X-Frame-Options", c.req.path.startsWith("/api/image/") ? "SAMEORIGIN" : "DENY");
    c.res.headers.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    if (hsts) c.res.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
