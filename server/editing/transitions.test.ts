import { beforeEach, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import type { Db } from "#database/connection";
import { listActivity } from "#database/queries/activity";
import { listRevisions } from "#database/queries/editing";
import { listItems } from "#database/queries/lists";
import { replaceSchoolContent } from "#database/queries/school-content";
import { contentKinds } from "#domain/content-kinds";
import { bundleSchema } from "#domain/content-schema";
import { type EditableKind, editableKinds } from "#domain/editing/editable-kinds";
import { fixtureBundle } from "#tests/api-fixture";
import { testDatabase } from "#tests/test-database";
import type { EditingActor, EditingContext, EditingDeps } from "./editing-actor";
import { EditingError } from "./editing-error";
import { itemRecord, listKindItems, listTrash } from "./item-views";
import { restoreRevision } from "./restore-revision";
import { runDueSchedules } from "./scheduler";
import { restoreItem, scheduleItem, trashItem, unpublishItem } from "./take-down";
import { createItem, publishItem, saveDraft, sendBack, submitForReview } from "./transitions";

let db: Db;
let clock: Date;
let deps: EditingDeps;
const editor: EditingActor = { userId: "u-editor", email: "editor@school.example", address: "1.2.3.4", role: "editor" };
const contributor: EditingActor = {
  userId: "u-contrib",
  email: "teacher@school.example",
  address: "1.2.3.5",
  role: "contributor",
};
const news = editableKinds.news;
/** The person's editing of a kind (the news unless named) in school "test". */
const by = (actor: EditingActor, kind: EditableKind = news): EditingContext => ({ deps, school: "test", kind, actor });

beforeEach(async () => {
  db = await testDatabase();
  await replaceSchoolContent(db, "test", bundleSchema.parse(fixtureBundle), []);
  clock = new Date("2026-11-21T04:30:00.000Z");
  deps = { db, files: createDiskStore("/nonexistent"), now: () => clock };
});

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const liveTitles = async () => (await listItems(db, contentKinds.news, "test")).map((item) => item.title);
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EditingError);
  return error as EditingError;
};

describe("a draft of a published item", () => {
  it("leaves the live page alone until it is published", async () => {
    await saveDraft(by(editor), "n-new", { title: "New news, corrected" });
    expect(await liveTitles()).toContain("New news");
    const record = await itemRecord(deps, "test", news, "n-new");
    expect(record).toMatchObject({ status: "published", hasChanges: true, title: "New news, corrected" });

    later(1);
    await publishItem(by(editor), "n-new");
    expect(await liveTitles()).toContain("New news, corrected");
    expect(await liveTitles()).not.toContain("New news");
    expect(await itemRecord(deps, "test", news, "n-new")).toMatchObject({ status: "published", hasChanges: false });
  });
});

describe("publish-time checks", () => {
  it("refuse an image without alt text and a missing date, then let the fixed draft through", async () => {
    const id = await createItem(by(editor), {
      title: "Sports Day",
      description: '<h2>Results</h2><img src="/api/image/x.jpg" alt="">',
    });
    const error = await refusal(publishItem(by(editor), id));
    expect(error.status).toBe(422);
    expect(error.details.fields).toEqual({ fromDate: "Date is required." });
    expect(error.details.problems?.map((problem) => problem.code)).toEqual(["image-alt-missing"]);
    expect(await liveTitles()).not.toContain("Sports Day");

    later(1);
    await saveDraft(by(editor), id, {
      fromDate: "2026-11-20",
      description: '<h2>Results</h2><img src="/api/image/x.jpg" alt="Runners at the finish line">',
    });
    await publishItem(by(editor), id);
    expect(await liveTitles()).toContain("Sports Day");
  });
});

describe("review", () => {
  it("takes a contributor's draft to an editor, back with a comment, and then live", async () => {
    const id = await createItem(by(contributor), { title: "Quiz", fromDate: "2026-11-19" });
    expect((await refusal(publishItem(by(contributor), id))).status).toBe(403);
    await submitForReview(by(contributor), id);
    expect((await itemRecord(deps, "test", news, id)).status).toBe("in review");
    // Waiting for review, it is the editor's to change, not the author's.
    expect((await refusal(saveDraft(by(contributor), id, { title: "Quiz!" }))).status).toBe(403);

    await sendBack(by(editor), id, "Add the winners' names.");
    expect(await itemRecord(deps, "test", news, id)).toMatchObject({
      status: "draft",
      reviewComment: "Add the winners' names.",
    });
    later(1);
    await saveDraft(by(contributor), id, { title: "Quiz: Class VII wins" });
    await submitForReview(by(contributor), id);
    await publishItem(by(editor), id);
    expect(await liveTitles()).toContain("Quiz: Class VII wins");
    const actions = (await listActivity(db, "test", { limit: 20 })).map((entry) => entry.action);
    expect(actions).toContain("approved and published");
    expect(actions).toContain("sent back: Add the winners' names.");
  });

  it("does not let a contributor change someone else's item", async () => {
    expect((await refusal(saveDraft(by(contributor), "n-old", { title: "x" }))).status).toBe(403);
  });
});

describe("schedules", () => {
  it("publish a notification at its time and take it down at its end", async () => {
    const kind = editableKinds.notifications;
    const id = await createItem(by(editor, kind), { title: "Winter holidays", desc: "From 24 December" });
    await scheduleItem(by(editor, kind), id, {
      publishAt: "2026-11-22T03:30:00.000Z",
      unpublishAt: "2026-11-23T03:30:00.000Z",
    });
    const titles = async () => (await listItems(db, contentKinds.notifications, "test")).map((item) => item.title);
    await runDueSchedules(deps);
    expect(await titles()).not.toContain("Winter holidays");
    expect((await itemRecord(deps, "test", kind, id)).status).toBe("scheduled");

    clock = new Date("2026-11-22T03:31:00.000Z");
    expect(await runDueSchedules(deps)).toMatchObject({ published: 1 });
    expect(await titles()).toContain("Winter holidays");

    clock = new Date("2026-11-23T03:31:00.000Z");
    expect(await runDueSchedules(deps)).toMatchObject({ unpublished: 1 });
    expect(await titles()).not.toContain("Winter holidays");
    expect((await itemRecord(deps, "test", kind, id)).status).toBe("unpublished");
  });

  it("refuse an end before the start", async () => {
    const error = await refusal(
      scheduleItem(by(editor), "n-old", {
        publishAt: "2026-11-23T03:30:00.000Z",
        unpublishAt: "2026-11-22T03:30:00.000Z",
      }),
    );
    expect(error.details.fields).toEqual({ unpublishAt: "The end must come after the start." });
  });
});

describe("revisions", () => {
  it("keep every save, join one person's autosaves, and restore an older one as the draft", async () => {
    await saveDraft(by(editor), "n-old", { title: "First try" });
    later(1);
    await saveDraft(by(editor), "n-old", { title: "Second try" }, { autosave: true });
    later(1);
    await saveDraft(by(editor), "n-old", { title: "Third try" }, { autosave: true });
    const revisions = await listRevisions(db, "test", "news", "n-old");
    expect(revisions.map((revision) => revision.data.title)).toEqual(["Third try", "First try"]);

    await restoreRevision(by(editor), "n-old", revisions[1].id);
    expect((await itemRecord(deps, "test", news, "n-old")).data.title).toBe("First try");
    expect(await liveTitles()).toContain("Old news");
  });
});

describe("the trash", () => {
  it("takes an item off the site, keeps it 30 days, and gives it back as a draft", async () => {
    await trashItem(by(editor), "n-mid");
    expect(await liveTitles()).not.toContain("Middle news");
    expect((await listTrash(deps, "test")).map((item) => item.title)).toEqual(["Middle news"]);
    expect((await listKindItems(deps, "test", news, {})).data.map((item) => item.id)).not.toContain("n-mid");

    await restoreItem(by(editor), "n-mid");
    expect((await itemRecord(deps, "test", news, "n-mid")).status).toBe("unpublished");
    await publishItem(by(editor), "n-mid");
    expect(await liveTitles()).toContain("Middle news");
  });

  it("is emptied of what it kept longer than 30 days", async () => {
    await trashItem(by(editor), "n-mid");
    clock = new Date(clock.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect(await runDueSchedules(deps)).toMatchObject({ purged: 1 });
    expect(await listTrash(deps, "test")).toEqual([]);
  });

  it("refuses an unpublish of something not on the site", async () => {
    await unpublishItem(by(editor), "n-mid");
    expect((await refusal(unpublishItem(by(editor), "n-mid"))).status).toBe(409);
  });
});

describe("the list screen's query", () => {
  it("filters by status and words, sorts by date, and pages", async () => {
    await createItem(by(editor), { title: "Draft about exams" });
    const all = await listKindItems(deps, "test", news, {});
    expect(all.data.map((item) => item.title)).toEqual(["New news", "Middle news", "Old news", "Draft about exams"]);
    const drafts = await listKindItems(deps, "test", news, { status: "draft" });
    expect(drafts.data.map((item) => item.title)).toEqual(["Draft about exams"]);
    expect((await listKindItems(deps, "test", news, { q: "MIDDLE" })).total).toBe(1);
    expect((await listKindItems(deps, "test", news, { sort: "title" })).data[0].title).toBe("Draft about exams");
  });
});
