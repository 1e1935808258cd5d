import { describe, expect, it } from "vitest";
import { ContentChangeLog, changesOf } from "./content-changes";
import { platformScope } from "./content-version";

const schools = (changes: ReturnType<ContentChangeLog["changesSince"]>) =>
  changes.everything ? "everything" : [...changes.schools].sort();

describe("changesOf (a read of the scopes that moved)", () => {
  it("names the schools that moved, or everything for the platform's registry", () => {
    expect(schools(changesOf([{ scope: "a", version: 7 }], 7))).toEqual(["a"]);
    expect(
      schools(
        changesOf(
          [
            { scope: "a", version: 7 },
            { scope: platformScope, version: 6 },
          ],
          7,
        ),
      ),
    ).toBe("everything");
  });

  it("counts a global number no scope carries as everything (a write that recorded no scope)", () => {
    expect(schools(changesOf([{ scope: "a", version: 6 }], 7))).toBe("everything");
    expect(schools(changesOf([], 7))).toBe("everything");
  });
});

describe("ContentChangeLog (numbers arriving one by one, out of order)", () => {
  it("starts at the first read, and knows nothing from before it", () => {
    const log = new ContentChangeLog();
    expect(log.current()).toBeUndefined();
    log.catchUp([], 10);
    expect(log.current()).toBe(10);
    expect(log.changesSince(10)).toEqual({ everything: false, schools: new Set() });
    expect(schools(log.changesSince(9))).toBe("everything");
  });

  it("moves with each change in order, naming its school", () => {
    const log = new ContentChangeLog();
    log.catchUp([], 10);
    log.note(11, "a");
    log.note(12, "b");
    expect(log.current()).toBe(12);
    expect(schools(log.changesSince(10))).toEqual(["a", "b"]);
    expect(schools(log.changesSince(11))).toEqual(["b"]);
    log.note(13, platformScope);
    expect(schools(log.changesSince(12))).toBe("everything");
  });

  it("holds a number that came ahead of a missing one until the missing one arrives", () => {
    const log = new ContentChangeLog();
    log.catchUp([], 10);
    log.note(12, "b"); // this process's own commit, before another instance's NOTIFY of 11
    expect(log.current()).toBe(10);
    log.note(11, "a");
    expect(log.current()).toBe(12);
    expect(schools(log.changesSince(10))).toEqual(["a", "b"]);
  });

  it("fills a lost notification from the next read of the table", () => {
    const log = new ContentChangeLog();
    log.catchUp([], 10);
    log.note(12, "b");
    // 11 (school c) was lost while the listening connection reconnected.
    log.catchUp(
      [
        { scope: "c", version: 11 },
        { scope: "b", version: 12 },
      ],
      12,
    );
    expect(log.current()).toBe(12);
    expect(schools(log.changesSince(10))).toEqual(["b", "c"]);
    log.note(13, "a");
    expect(schools(log.changesSince(12))).toEqual(["a"]);
  });

  it("takes a repeated or late number without moving back", () => {
    const log = new ContentChangeLog();
    log.catchUp([], 10);
    log.note(11, "a");
    log.note(11, "a");
    log.catchUp([{ scope: "a", version: 11 }], 11);
    expect(log.current()).toBe(11);
    expect(schools(log.changesSince(11))).toEqual([]);
  });
});
