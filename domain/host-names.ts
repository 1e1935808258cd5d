/**
 * Host names of school sites (decision 0052): how a request's Host header is read, and which
 * names an operator may register.
 */

/** The host of a Host header, lower-case, without port or trailing dot; undefined when there is none. */
export function normalizeHost(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let host = header.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : undefined;
  }
  const colon = host.indexOf(":");
  if (colon >= 0) host = host.slice(0, colon);
  if (host.endsWith(".")) host = host.slice(0, -1);
  return host === "" ? undefined : host;
}

const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const hostNamePattern = new RegExp(`^(?=.{1,253}$)${label}(?:\\.${label})+$`);

/** A name a school's site may answer on: a DNS name with at least one dot, lower-case, no port. */
export function isHostName(value: string): boolean {
  return hostNamePattern.test(value) && !/^[0-9.]+$/.test(value);
}

/** localhost and the loopback addresses: they show the SCHOOL_CODE school, whatever is registered. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The school a request's host shows, or undefined (a plain 404): while no school has a host
 * name every host shows `fallback` (a single-school install works as before); once one does,
 * the registered hosts show their schools, and only localhost, the loopback addresses and
 * PUBLIC_URL's host show `fallback`.
 */
export function schoolForHost(
  host: string | undefined,
  hosts: ReadonlyMap<string, string>,
  fallback: string,
  publicHost: string | undefined,
): string | undefined {
  if (hosts.size === 0) return fallback;
  if (host === undefined) return undefined;
  const school = hosts.get(host);
  if (school) return school;
  return isLoopbackHost(host) || host === publicHost ? fallback : undefined;
}
