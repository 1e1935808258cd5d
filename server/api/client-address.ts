import type { Context } from "hono";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address by Express's `trust proxy` count (decision 0079). Each proxy appends the
 * address it was reached from to X-Forwarded-For, and the last one is the socket's; so, in the
 * header's list with the socket's address appended, the client is `trustedHops` places left of
 * the end. Whatever the client wrote itself lies further left and is never read. A chain shorter
 * than the count (a request that skipped an outer proxy) gives its leftmost address, as Express does.
 */
export function addressBehindProxies(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const forwarded = trustedHops > 0 ? (forwardedFor ?? "").split(",").map((entry) => entry.trim()) : [];
  // Empty entries ("a,,b", a header sent empty) name no one: a proxy never adds one.
  const chain = [...forwarded.filter((entry) => entry !== ""), socketAddress || "unknown"];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/**
 * The address a request came from. X-Forwarded-For is believed only as far as the operator
 * says proxies sit in front (TRUST_PROXY), or anyone could forge it. In-process calls from the
 * site (server/site.ts) carry the visitor's socket and X-Forwarded-For, so they get the same answer.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const env = c.env as NodeBindings | undefined;
  return addressBehindProxies(c.req.header("x-forwarded-for"), env?.incoming?.socket?.remoteAddress, trustedHops);
}
