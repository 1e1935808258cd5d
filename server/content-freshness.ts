import { type ContentChanges, everythingChanged } from "#database/content-changes";

/** Where a cache reads the content version: a Db, or a stand-in in tests. */
export type ContentVersionSource = {
  /** Changes whenever the content may have changed; read on every lookup. */
  contentVersion: () => string;
  /** Which schools moved between two of its numbers; without it, every move is a move of everything. */
  contentChangesSince?: (from: string, to: string) => ContentChanges;
};

/**
 * When each school's content last moved, as this process saw it (decision 0083), so that a cache
 * empties only the entries of the schools that moved. Time here is a counter: `look` returns the
 * stamp of now, an entry keeps the stamp it was made at, and it is current while nothing it
 * depends on moved after that stamp. An entry about one school depends on that school; an entry
 * about no one school (an album looked up in every school) depends on everything.
 *
 * Entries of a school that moved are dropped when next looked up; a move of everything (a
 * platform change, an unknown gap) calls `onEverything`, which empties the cache at once.
 */
export class ContentFreshness {
  private version: string | undefined;
  private tick = 0;
  private everythingAt = 0;
  private anythingAt = 0;
  private readonly schoolAt = new Map<string, number>();

  constructor(
    private readonly source: ContentVersionSource,
    private readonly onEverything: () => void,
  ) {}

  /** Looks at the content version, taking in what moved since the last look; the stamp of now. */
  look(): number {
    const version = this.source.contentVersion();
    if (version === this.version) return this.tick;
    const from = this.version;
    this.version = version;
    const changes =
      from === undefined || this.source.contentChangesSince === undefined
        ? everythingChanged
        : this.source.contentChangesSince(from, version);
    this.tick += 1;
    this.anythingAt = this.tick;
    if (changes.everything) {
      this.everythingAt = this.tick;
      this.schoolAt.clear();
      this.onEverything();
    } else {
      for (const school of changes.schools) this.schoolAt.set(school, this.tick);
    }
    return this.tick;
  }

  /** Whether what was made at `stamp` about `school` (undefined: about no one school) is still current. */
  isCurrent(school: string | undefined, stamp: number): boolean {
    const movedAt =
      school === undefined ? this.anythingAt : Math.max(this.everythingAt, this.schoolAt.get(school) ?? 0);
    return stamp >= movedAt;
  }
}
