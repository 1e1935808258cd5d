/**
 * The query parameters that ad networks, social sites and mailing tools add to a link on their way
 * out (decision 0114): Facebook adds `fbclid` to every link a parent taps, with a new value each time,
 * and newsletters add `utm_*`. No page reads them, so a page is the same without them; left in, each
 * tap of a shared link would be a page rendered again and one more page in the cache, pushing out
 * pages that parents ask for.
 */
const trackingNames: ReadonlySet<string> = new Set([
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "igshid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
]);

/** Whether a query parameter, by its name as written in the address, is one that only trackers read. */
export function isTrackingParam(name: string): boolean {
  return name.startsWith("utm_") || trackingNames.has(name);
}

/**
 * A path with its query (or a whole URL), without the tracking parameters: every other parameter is kept
 * as written, in its order, and an address with none of them comes back as the very same string. Linear in
 * the address's length.
 */
export function withoutTrackingParams(address: string): string {
  const start = address.indexOf("?");
  if (start < 0) return address;
  const hash = address.indexOf("#", start);
  const end = hash < 0 ? address.length : hash;
  const pairs = address.slice(start + 1, end).split("&");
  const kept = pairs.filter((pair) => {
    const equals = pair.indexOf("=");
    return !isTrackingParam(equals < 0 ? pair : pair.slice(0, equals));
  });
  if (kept.length === pairs.length) return address;
  const query = kept.filter((pair) => pair !== "").join("&");
  return `${address.slice(0, start)}${query ? `?${query}` : ""}${address.slice(end)}`;
}
