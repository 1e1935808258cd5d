import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as contentEdit from "#app/admin/routes/content-edit.tsx";
import * as heroSlidesPage from "#app/admin/routes/hero-slides.tsx";
import { heroSlideCount } from "#domain/hero-slides";
import { phonePhoto } from "#tests/photo-fixture";
import { createTestSite } from "#tests/site-context-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

/**
 * The hero slides in the generic editor (decision 0102): the edit screen's Move buttons and Save,
 * as the browser posts them without JavaScript, with every description typed.
 */
let dataDir = "";
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

async function editorSite() {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hero-slides-edit-"));
  const t = await createTestSite({ DATA_DIR: dataDir });
  await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
  const cookie = await signIn(t.app, "editor@school.example");
  const slide = (slot: number) =>
    fs.readFile(path.join(dataDir, "files", "test", "public", "slides", `slide-0${slot}.jpg`));
  const upload = async (slot: number, width: number) => {
    const response = await t.app.request(`/api/admin/schools/test/hero-slides/${slot}`, {
      method: "POST",
      headers: { ...sameSite, cookie, "x-file-name": `slide-${slot}.jpg` },
      body: new Blob([new Uint8Array(await phonePhoto({ width }))]),
    });
    expect(response.status).toBe(200);
  };
  const post = async (intent: string, alts: string[]) => {
    const form = new FormData();
    form.set("intent", intent);
    for (const alt of alts) form.append("slides.alt", alt);
    const request = new Request("http://localhost/admin/content/heroSlides/profile", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    return contentEdit.action({
      request,
      context: t.contextFor(request),
      params: { kind: "heroSlides", id: "profile" },
    } as never);
  };
  const screen = async () => {
    const request = new Request("http://localhost/admin/content/heroSlides/profile", { headers: { cookie } });
    return contentEdit.loader({
      request,
      context: t.contextFor(request),
      params: { kind: "heroSlides", id: "profile" },
    } as never);
  };
  const homeWords = async () => (await t.app.request("/api/heroSlides/test")).json();
  return { slide, upload, post, screen, homeWords };
}

const typed = (first: string[]) => [...first, ...Array.from({ length: heroSlideCount - first.length }, () => "")];

describe("the hero slides' edit screen", () => {
  it("moves a slide down with its photo and its description, and gives its button the focus back", async () => {
    const site = await editorSite();
    await site.upload(1, 400);
    await site.upload(2, 500);
    const [first, second] = [await site.slide(1), await site.slide(2)];

    // Typed but never saved: the move keeps it, with its slide.
    const answer = await site.post("down:0", typed(["Front gate at sunrise", "Morning assembly"]));
    expect(answer).toEqual({ intent: "down:0", notice: "Slide moved to place 2 of 14.", focus: "slide-down-1" });
    expect(await site.slide(1)).toEqual(second);
    expect(await site.slide(2)).toEqual(first);
    expect((await site.homeWords()).slice(0, 3)).toEqual(["Morning assembly", "Front gate at sunrise", ""]);

    // The screen shows each place's words beside its photo file: a new version for a moved photo.
    const { item } = await site.screen();
    const slides = item.data.slides as Array<{ alt: string; exists: boolean; version: number }>;
    expect(slides).toHaveLength(heroSlideCount);
    expect(slides.slice(0, 3).map(({ alt, exists }) => ({ alt, exists }))).toEqual([
      { alt: "Morning assembly", exists: true },
      { alt: "Front gate at sunrise", exists: true },
      { alt: "", exists: false },
    ]);
    expect(item.revisions).toBe(1);
  });

  it("saves the descriptions, refuses a too-long one beside its field keeping what was typed, and does not move then", async () => {
    const site = await editorSite();
    await site.upload(1, 400);
    const first = await site.slide(1);
    expect(await site.post("save", typed(["", "Sports day relay"]))).toEqual({
      intent: "save",
      notice: "Saved. The site shows it now.",
    });
    expect((await site.homeWords()).slice(0, 2)).toEqual(["", "Sports day relay"]);

    const refused = await site.post("up:1", typed(["x".repeat(1000), "Sports day relay changed"]));
    expect(refused.refusal?.fields).toEqual({ slides: "Slides (row 1, description): Keep each description shorter." });
    expect(JSON.parse(refused.values?.slides ?? "[]").slice(0, 2)).toEqual([
      { alt: "x".repeat(1000) },
      { alt: "Sports day relay changed" },
    ]);
    expect(await site.slide(1)).toEqual(first);
    expect((await site.homeWords()).slice(0, 2)).toEqual(["", "Sports day relay"]);
  });

  it("is where the old address leads", () => {
    const answer = heroSlidesPage.loader();
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe("/admin/content/heroSlides/profile");
  });
});
