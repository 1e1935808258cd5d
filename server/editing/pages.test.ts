import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportBundle } from "#content/bundle-export";
import { importBundle } from "#content/bundle-import";
import { createDiskStore } from "#content/storage/disk-store";
import type { Db } from "#database/connection";
import { listActivity } from "#database/queries/activity";
import { findPage } from "#database/queries/pages";
import { type EditableKind, editableKinds } from "#domain/editing/editable-kinds";
import { testDatabase } from "#tests/test-database";
import type { EditingActor, EditingContext, EditingDeps } from "./editing-actor";
import { itemRecord, listKindItems } from "./item-views";
import { trashItem } from "./take-down";
import { createItem, publishItem, saveDraft } from "./transitions";

const editor: EditingActor = { userId: "u1", email: "editor@school.example", address: "1.2.3.4", role: "editor" };
const pages = editableKinds.pages;
const editingOf = (kind: EditableKind): EditingContext => ({ deps, school: "demo", kind, actor: editor });
let db: Db;
let dir: string;
let deps: EditingDeps;

beforeEach(async () => {
  db = await testDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "pages-"));
  deps = { db, files: createDiskStore(dir), now: () => new Date("2026-11-21T04:30:00Z") };
  await fs.mkdir(path.join(dir, "bundle/pages"), { recursive: true });
  await fs.cp("tests/fixtures/empty-bundle", path.join(dir, "bundle"), { recursive: true });
  await fs.writeFile(path.join(dir, "bundle/pages/About.md"), "# About us\n\nWe teach.\n");
  const imported = await importBundle({
    db,
    files: deps.files,
    dir: path.join(dir, "bundle"),
    schoolCode: "demo",
  });
  expect(imported.ok).toBe(true);
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("information pages in the admin area", () => {
  it("lists all sixteen, the unwritten ones to be written", async () => {
    const list = await listKindItems(deps, "demo", pages, {});
    expect(list.total).toBe(16);
    expect(list.data.find((item) => item.id === "About")).toMatchObject({ title: "About us", status: "published" });
    expect(list.data.find((item) => item.id === "Motto")).toMatchObject({
      title: "Motto (not written yet)",
      status: "draft",
    });
  });

  it("writes an unwritten page, publishes it, and an export and a new import give the same page", async () => {
    await saveDraft(editingOf(pages), "Motto", {
      title: "Our motto",
      html: "<h2>Learn</h2><p>To learn is to <strong>grow</strong>.</p>",
    });
    expect((await itemRecord(deps, "demo", pages, "Motto")).status).toBe("draft");
    await publishItem(editingOf(pages), "Motto");
    const published = await findPage(db, "demo", "Motto");
    expect(published).toEqual({
      slug: "Motto",
      title: "Our motto",
      html: "<h2>Learn</h2><p>To learn is to <strong>grow</strong>.</p>",
    });

    const out = path.join(dir, "export");
    await exportBundle({ db, files: deps.files, dir: out, schoolCode: "demo" });
    expect(await fs.readFile(path.join(out, "pages/Motto.html"), "utf8")).toBe(
      "<h1>Our motto</h1>\n<h2>Learn</h2><p>To learn is to <strong>grow</strong>.</p>\n",
    );
    expect(await fs.readFile(path.join(out, "pages/About.md"), "utf8")).toBe("# About us\n\nWe teach.\n");

    const again = await testDatabase();
    const result = await importBundle({ db: again, files: deps.files, dir: out, schoolCode: "demo" });
    expect(result.ok).toBe(true);
    expect(await findPage(again, "demo", "Motto")).toEqual(published);
  });

  it("cannot be added or deleted", async () => {
    await expect(trashItem(editingOf(pages), "About")).rejects.toThrow("cannot be deleted");
  });
});

describe("an import over drafts", () => {
  it("is refused while drafts exist, goes ahead with discardDrafts, and is in the activity log", async () => {
    await saveDraft(editingOf(pages), "Vision", { title: "Our vision", html: "<p>Draft</p>" });
    const bundle = path.join(dir, "bundle");
    const refused = await importBundle({ db, files: deps.files, dir: bundle, schoolCode: "demo" });
    expect(refused).toEqual({
      ok: false,
      problems: [
        "demo has 1 draft in the admin area, which an import would throw away. Publish or delete it first, or run the import again with --discard-drafts.",
      ],
    });
    const done = await importBundle({
      db,
      files: deps.files,
      dir: bundle,
      schoolCode: "demo",
      discardDrafts: true,
    });
    expect(done.ok).toBe(true);
    expect((await itemRecord(deps, "demo", pages, "Vision")).status).toBe("draft");
    expect((await itemRecord(deps, "demo", pages, "Vision")).data).toEqual({});
    const log = await listActivity(db, "demo", { limit: 5 });
    expect(log[0]).toMatchObject({
      actor: "command line",
      kind: "content",
      action: "imported a bundle, discarding 1 draft",
    });
  });

  it("is not held up by empty drafts nobody typed into, which it leaves no trace of (issue 23)", async () => {
    // What "New" made at once before decision 0098, and a draft typed into and emptied again.
    const untouched = await createItem(editingOf(editableKinds.news), {});
    const emptied = await createItem(editingOf(editableKinds.news), {});
    await saveDraft(editingOf(editableKinds.news), emptied, { title: "", description: "<p></p>" });
    const done = await importBundle({ db, files: deps.files, dir: path.join(dir, "bundle"), schoolCode: "demo" });
    expect(done).toMatchObject({ ok: true });
    const news = await listKindItems(deps, "demo", editableKinds.news, {});
    expect(news.data.map((item) => item.id)).not.toContain(untouched);
    expect(news.total).toBe(0);
    const log = await listActivity(db, "demo", { limit: 1 });
    expect(log[0]).toMatchObject({ actor: "command line", action: "imported a bundle" });
  });
});
