import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { isoDateOf, schoolToday } from "#domain/school-date";
import { ContentFreshness, type ContentVersionSource } from "./content-freshness";

/**
 * Finished answers of GET API calls (issue 6): the list and profile endpoints read
 * content that only changes on an import, yet each call ran queries, JSON encoding and the
 * whole middleware chain. An entry keeps the status, the headers exactly as the node
 * adapter writes them and the body bytes, so a hit can be written straight to the socket
 * (`serveNode`, before Hono converts the request) or answered inside Hono
 * (`middleware`, for in-process calls), identical to a fresh answer but for
 * its request id.
 *
 * An entry is kept until its school's content moves (decision 0083): a handler that answers
 * about one school names it on the context (`answerSchoolKey`, set by server/api/school-param.ts),
 * and a write in another school leaves the entry alone. An answer that names no school is
 * dropped at any content change.
 */

/** The context variable naming the one school an answer is about. */
export const answerSchoolKey = "answerSchool";

export type ApiCacheOptions = ContentVersionSource & {
  /**
   * A school's calendar day, in its own zone (decision 0085); answers about "today" are kept per
   * day, or not at all without it or while it answers undefined (the school's zone not known yet).
   */
  schoolDay?: (schoolCode: string) => string | undefined;
  /**
   * Brings a school's zone into memory so that `schoolDay` answers for it: awaited before an
   * answer about "today" is looked up inside Hono, so the first one is kept too.
   */
  prepareSchoolDay?: (schoolCode: string) => Promise<unknown>;
  logger: Logger;
  maxEntries?: number;
  maxBytes?: number;
};

type Entry = {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  size: number;
  /** The school the answer is about, if one. */
  school: string | undefined;
  /** When it was made (ContentFreshness). */
  stamp: number;
};

/**
 * Never cached: files (their own cache and validators) and the transfer-certificate call
 * (POST, rate limited, counted per client), and staff answers, which are per person.
 */
const uncachedPrefixes = ["/api/image/", "/api/tc/", "/api/admin/", "/api/auth/"];
/** Answers about the school's "today" (the birthdays kind in domain/content-kinds.ts): kept under the day they were made for. */
const dailyPrefixes = ["/api/birthdays/"];

const startsWithAny = (value: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => value.startsWith(prefix));

export function isCacheablePath(pathAndQuery: string): boolean {
  return pathAndQuery.startsWith("/api/") && !startsWithAny(pathAndQuery.toLowerCase(), uncachedPrefixes);
}

/**
 * `YYYY-MM-DD` in a school's time zone: the key of answers and pages about "today". `timeZone` is
 * one zone for every school, or each school's (undefined while not known: nothing is kept then).
 */
export function schoolDayReader(
  timeZone: string | ((schoolCode: string) => string | undefined),
  now: () => Date = () => new Date(),
): (schoolCode: string) => string | undefined {
  return (schoolCode) => {
    const zone = typeof timeZone === "string" ? timeZone : timeZone(schoolCode);
    return zone === undefined ? undefined : isoDateOf(schoolToday(zone, now()));
  };
}

/** The `{school}` of a path about "today" (`/api/birthdays/{school}?…`); undefined for any other path. */
function dailySchoolOf(pathAndQuery: string): string | undefined {
  const lower = pathAndQuery.toLowerCase();
  const prefix = dailyPrefixes.find((daily) => lower.startsWith(daily));
  if (prefix === undefined) return undefined;
  const rest = pathOnly(pathAndQuery).slice(prefix.length);
  const slash = rest.indexOf("/");
  return slash < 0 ? rest : rest.slice(0, slash);
}

const requestIdHeader = "x-request-id";
const validRequestId = /^[\w\-=]{1,255}$/;

/** As hono/request-id does: a well-formed incoming id is echoed, anything else gets a fresh one. */
function requestIdFor(incoming: string | undefined | null): string {
  return incoming && validRequestId.test(incoming) ? incoming : randomUUID();
}

/** The path and query of an absolute URL, as sent (no parsing). */
function pathAndQueryOf(url: string): string {
  const slash = url.indexOf("/", url.indexOf("//") + 2);
  return slash < 0 ? "/" : url.slice(slash);
}

function pathOnly(pathAndQuery: string): string {
  const query = pathAndQuery.indexOf("?");
  return query < 0 ? pathAndQuery : pathAndQuery.slice(0, query);
}

export class ApiCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Answers served from the cache, and answers looked up, for tests and diagnostics (bench:platform). */
  hits = 0;
  lookups = 0;
  private readonly freshness: ContentFreshness;
  private readonly schoolDay: ((schoolCode: string) => string | undefined) | undefined;
  private readonly prepareSchoolDay: ((schoolCode: string) => Promise<unknown>) | undefined;
  private readonly logger: Logger;

  constructor(options: ApiCacheOptions) {
    this.freshness = new ContentFreshness(options, () => this.clear());
    this.schoolDay = options.schoolDay;
    this.prepareSchoolDay = options.prepareSchoolDay;
    this.logger = options.logger;
    // API_CACHE_MB (decision 0086) bounds the bytes. A single school fills a few hundred entries; a
    // platform more: 1,000 schools ask about 5,000 distinct answers (docs/performance.md, bench:platform).
    const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 20_000,
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 8,
      sizeCalculation: (entry) => entry.size,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cache key of a cacheable path, or undefined when this answer must not be kept. */
  private keyOf(pathAndQuery: string): string | undefined {
    if (!isCacheablePath(pathAndQuery)) return undefined;
    const school = dailySchoolOf(pathAndQuery);
    if (school === undefined) return pathAndQuery;
    // Kept under the day of the school the path names, in that school's zone.
    const day = this.schoolDay?.(school);
    return day === undefined ? undefined : `${day} ${pathAndQuery}`;
  }

  private lookup(key: string): Entry | undefined {
    this.freshness.look();
    this.lookups += 1;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.freshness.isCurrent(entry.school, entry.stamp)) {
      this.entries.delete(key);
      return undefined;
    }
    this.hits += 1;
    return entry;
  }

  private logRequest(reqId: string, method: string, pathAndQuery: string, status: number, started: number): void {
    if (!this.logger.isLevelEnabled("info")) return;
    // The same line the request logger of server/app.ts writes.
    this.logger.info(
      {
        reqId,
        method,
        path: pathOnly(pathAndQuery),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  }

  /**
   * For the node listener, before @hono/node-server builds a Request: answers a hit and
   * returns true, or returns false and leaves the request alone.
   */
  serveNode(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url;
    if (request.method !== "GET" || url === undefined || !url.startsWith("/api/")) return false;
    const started = performance.now();
    const key = this.keyOf(url);
    const entry = key === undefined ? undefined : this.lookup(key);
    if (!entry) return false;
    const id = requestIdFor(request.headers[requestIdHeader] as string | undefined);
    response.writeHead(entry.status, { ...entry.headers, [requestIdHeader]: id });
    response.end(entry.body);
    this.logRequest(id, "GET", url, entry.status, started);
    return true;
  }

  private answer(entry: Entry, incomingId: string | undefined, pathAndQuery: string, started: number): Response {
    const id = requestIdFor(incomingId);
    this.logRequest(id, "GET", pathAndQuery, entry.status, started);
    return new Response(entry.body, { status: entry.status, headers: { ...entry.headers, [requestIdHeader]: id } });
  }

  /**
   * Mounted first in the Hono app: answers hits (in-process calls come this way too)
   * and keeps cacheable fresh answers, read after every other middleware has run.
   */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      // A call with a preview's draft in its environment is never kept nor answered from the cache. The site's
      // pages no longer call the API (decision 0088); the preview frame's admin calls still carry that environment.
      const preview = (c.env as { preview?: unknown } | undefined)?.preview !== undefined;
      const pathAndQuery = c.req.method === "GET" && !preview ? pathAndQueryOf(c.req.url) : undefined;
      const daily = pathAndQuery === undefined ? undefined : dailySchoolOf(pathAndQuery);
      if (daily !== undefined && this.prepareSchoolDay) await this.prepareSchoolDay(daily);
      const key = pathAndQuery === undefined ? undefined : this.keyOf(pathAndQuery);
      if (key === undefined || pathAndQuery === undefined) return next();
      const started = performance.now();
      const entry = this.lookup(key);
      if (entry) return this.answer(entry, c.req.header(requestIdHeader), pathAndQuery, started);
      const stamp = this.freshness.look();
      await next();
      const response = c.res;
      const headers = response.headers;
      if (
        response.status !== 200 ||
        !(headers.get("content-type") ?? "").startsWith("application/json") ||
        headers.has("set-cookie") ||
        headers.has("vary") ||
        /no-store|private/.test(headers.get("cache-control") ?? "")
      ) {
        return;
      }
      const body = new Uint8Array(await response.clone().arrayBuffer());
      // Content that changed while this answer was made must not be kept.
      const school = c.get(answerSchoolKey) as string | undefined;
      this.freshness.look();
      if (!this.freshness.isCurrent(school, stamp)) return;
      // As @hono/node-server writes a Response: lower-case names in Headers order, then the length.
      const stored: Record<string, string> = {};
      for (const [name, value] of headers) if (name !== requestIdHeader) stored[name] = value;
      stored["Content-Length"] = String(body.byteLength);
      this.entries.set(key, {
        status: response.status,
        headers: stored,
        body,
        size: body.byteLength + key.length,
        school,
        stamp,
      });
    };
  }
}
