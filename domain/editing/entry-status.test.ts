import { describe, expect, it } from "vitest";
import { dueAction, type EntryFacts, entryStatus, hasUnpublishedChanges, trashExpired } from "./entry-status";

const base: EntryFacts = {
  live: false,
  hasDraft: true,
  publishedAt: null,
  review: null,
  publishAt: null,
  unpublishAt: null,
  deletedAt: null,
};

describe("entryStatus", () => {
  it("names each state of an item's life", () => {
    expect(entryStatus(base)).toBe("draft");
    expect(entryStatus({ ...base, review: "submitted" })).toBe("in review");
    expect(entryStatus({ ...base, review: "returned" })).toBe("draft");
    expect(entryStatus({ ...base, publishAt: "2026-12-01T03:30:00.000Z" })).toBe("scheduled");
    expect(entryStatus({ ...base, live: true, hasDraft: false, publishedAt: "2026-11-01T00:00:00.000Z" })).toBe(
      "published",
    );
    expect(entryStatus({ ...base, hasDraft: false, publishedAt: "2026-11-01T00:00:00.000Z" })).toBe("unpublished");
    expect(entryStatus({ ...base, deletedAt: "2026-11-01T00:00:00.000Z" })).toBe("trash");
  });

  it("keeps a live item with a draft published, with changes waiting", () => {
    const facts = { ...base, live: true, publishedAt: "2026-11-01T00:00:00.000Z" };
    expect(entryStatus(facts)).toBe("published");
    expect(hasUnpublishedChanges(facts)).toBe(true);
  });
});

describe("dueAction", () => {
  const now = new Date("2026-12-01T04:00:00.000Z");
  it("publishes a draft whose time has come, not one still ahead", () => {
    expect(dueAction({ ...base, publishAt: "2026-12-01T03:30:00.000Z" }, now)).toBe("publish");
    expect(dueAction({ ...base, publishAt: "2026-12-01T04:30:00.000Z" }, now)).toBeUndefined();
  });
  it("takes down a live item at its end", () => {
    const live = { ...base, live: true, hasDraft: false, unpublishAt: "2026-12-01T03:59:00.000Z" };
    expect(dueAction(live, now)).toBe("unpublish");
    expect(dueAction({ ...live, live: false }, now)).toBeUndefined();
  });
  it("does nothing to an item in the trash", () => {
    expect(dueAction({ ...base, publishAt: "2026-12-01T00:00:00.000Z", deletedAt: "2026-11-30T00:00:00Z" }, now)).toBe(
      undefined,
    );
  });
});

describe("trashExpired", () => {
  it("keeps an item 30 days", () => {
    const now = new Date("2026-12-31T00:00:00.000Z");
    expect(trashExpired("2026-12-01T00:00:01.000Z", now)).toBe(false);
    expect(trashExpired("2026-11-30T23:59:59.000Z", now)).toBe(true);
  });
});
