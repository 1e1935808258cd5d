import type { Context } from "hono";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The address a request came from. X-Forwarded-For is believed only when the
 * operator says a proxy sits in front (TRUST_PROXY), or anyone could forge it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}
