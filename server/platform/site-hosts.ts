import type { MiddlewareHandler } from "hono";
import type { Db } from "#database/connection";
import { listHosts } from "#database/queries/platform";
import type { Config } from "#domain/config";
import { normalizeHost, schoolForHost } from "#domain/host-names";
import type { AppEnv } from "#server/api/deps";

/**
 * Which school a request's Host shows (decision 0052). The registered host names are read
 * once and again whenever the platform's registry moves (a `school domain add` in any instance
 * moves it, decision 0083), so a request costs a map look-up.
 */
export class SiteHosts {
  private hosts: ReadonlyMap<string, string> | undefined;
  private readVersion: string | undefined;
  private reading: Promise<void> | undefined;
  private readonly publicHost: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, "schoolCode" | "publicUrl">,
  ) {
    this.publicHost = config.publicUrl ? normalizeHost(new URL(config.publicUrl).host) : undefined;
  }

  /** The school shown at this Host header, or undefined: no site is served there. */
  async schoolFor(hostHeader: string | null | undefined): Promise<string | undefined> {
    const now = this.schoolForNow(hostHeader);
    if (now !== "stale") return now;
    await this.read();
    return schoolForHost(normalizeHost(hostHeader), this.hosts ?? new Map(), this.config.schoolCode, this.publicHost);
  }

  /** The same answer without waiting, or "stale" when the host names must be read again first. */
  schoolForNow(hostHeader: string | null | undefined): string | undefined | "stale" {
    if (!this.hosts || !this.stillCurrent()) return "stale";
    return schoolForHost(normalizeHost(hostHeader), this.hosts, this.config.schoolCode, this.publicHost);
  }

  /**
   * Whether the host names read are still the platform's. Only a change of the platform's registry
   * moves them (decision 0083): a school's content change moves the version but not the names, so
   * the names read are kept, and a clerk's publish does not send every request through a read.
   */
  private stillCurrent(): boolean {
    const version = this.db.contentVersion();
    if (version === this.readVersion) return true;
    if (this.readVersion === undefined || this.db.contentChangesSince(this.readVersion, version).everything)
      return false;
    this.readVersion = version;
    return true;
  }

  private read(): Promise<void> {
    this.reading ??= (async () => {
      try {
        const version = this.db.contentVersion();
        const entries = await listHosts(this.db);
        this.hosts = new Map(entries.map((entry) => [entry.host, entry.schoolCode]));
        this.readVersion = version;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}

const unknownHostPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Not found</title><p>No site is served at this address.</p></html>\n";

/**
 * First in the app: a request for a host that shows no school gets a plain 404 page, never
 * another school's site (nor the API); any other request carries its school as `schoolCode`.
 */
export function siteHostMiddleware(hosts: SiteHosts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The URL's host: the node adapter builds it from the Host header, and in-process API calls
    // (app.request, with no Host header: the admin area's) get localhost, a loopback name.
    const school = await hosts.schoolFor(c.req.header("host") ?? new URL(c.req.url).host);
    if (school === undefined) {
      return c.body(unknownHostPage, 404, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'",
        "X-Content-Type-Options": "nosniff",
      });
    }
    c.set("schoolCode", school);
    await next();
  };
}
