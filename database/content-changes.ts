import { platformScope } from "./content-version";

/**
 * What moved between two content versions (decision 0083): everything (a change to the
 * platform's registry, or a gap this process cannot account for), or the content of a few
 * schools. The caches empty only these schools' entries.
 */
export type ContentChanges = { everything: true } | { everything: false; schools: ReadonlySet<string> };

export const everythingChanged: ContentChanges = { everything: true };

export type ScopeVersion = { scope: string; version: number };

/**
 * The changes of `rows` (the scopes that moved past `from`, with the number each moved to),
 * given that the global number is now `to`. A global number above every recorded one was moved
 * by a write that recorded no scope (a program from before decision 0083): everything then.
 */
export function changesOf(rows: readonly ScopeVersion[], to: number): ContentChanges {
  let newest = Number.NEGATIVE_INFINITY;
  const schools = new Set<string>();
  for (const row of rows) {
    if (row.scope === platformScope) return everythingChanged;
    schools.add(row.scope);
    newest = Math.max(newest, row.version);
  }
  if (!Number.isFinite(to) || newest < to) return everythingChanged;
  return { everything: false, schools };
}

/**
 * A process's knowledge of the content versions when they arrive one by one and out of order
 * (PostgreSQL: NOTIFY from every instance, this process's own commits, a periodic read).
 * `current` is the newest number up to which every change's scope is known; a number that
 * arrives ahead of one still missing waits for it, or for the next read of the table, which
 * accounts for every gap at once.
 */
export class ContentChangeLog {
  private complete: number | undefined;
  /** The number from which `latest` knows every scope's moves. */
  private since: number | undefined;
  private readonly latest = new Map<string, number>();
  private readonly pending = new Map<number, string>();

  current(): number | undefined {
    return this.complete;
  }

  /** One change, as NOTIFY or a commit of this process reports it. */
  note(version: number, scope: string): void {
    if (!Number.isInteger(version)) return;
    if (this.complete !== undefined && version <= this.complete) {
      this.record(scope, version);
      return;
    }
    this.pending.set(version, scope);
    this.advance();
  }

  /** A read of the table: the scopes that moved past `current()` and the global number. */
  catchUp(rows: readonly ScopeVersion[], global: number): void {
    if (!Number.isInteger(global)) return;
    if (this.complete === undefined) {
      // The first read: nothing is known before it, so it is where the log starts.
      this.complete = global;
      this.since = global;
    } else if (global > this.complete) {
      for (const row of rows) this.record(row.scope, row.version);
      // A number no row carries was moved without a scope: count it as the platform's.
      if (!rows.some((row) => row.version >= global)) this.record(platformScope, global);
      this.complete = global;
    }
    for (const version of [...this.pending.keys()]) {
      if (version <= global) {
        this.record(this.pending.get(version) ?? platformScope, version);
        this.pending.delete(version);
      }
    }
    this.advance();
  }

  /** What moved since `from`; everything when `from` is older than what the log knows. */
  changesSince(from: number): ContentChanges {
    if (this.since === undefined || !Number.isInteger(from) || from < this.since) return everythingChanged;
    const schools = new Set<string>();
    for (const [scope, version] of this.latest) {
      if (version <= from) continue;
      if (scope === platformScope) return everythingChanged;
      schools.add(scope);
    }
    return { everything: false, schools };
  }

  private record(scope: string, version: number): void {
    if ((this.latest.get(scope) ?? Number.NEGATIVE_INFINITY) < version) this.latest.set(scope, version);
  }

  private advance(): void {
    if (this.complete === undefined) return;
    for (let next = this.complete + 1; this.pending.has(next); next++) {
      this.record(this.pending.get(next) ?? platformScope, next);
      this.pending.delete(next);
      this.complete = next;
    }
  }
}
