import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type FixtureSpec, makeBundle, minimalSpec, tempDir, tinyPng, writeBundle } from "#tests/fixtures/make-bundle";
import { formatIssuePath } from "./bundle-issues";
import { loadBundle } from "./bundle-load";
import { checkRefPath, entityFileFields, extensionOf, profileFileFields } from "./bundle-refs";

async function problemsOf(change: (spec: FixtureSpec) => void): Promise<string[]> {
  const result = await loadBundle(await makeBundle(change));
  if (result.ok) throw new Error("expected problems");
  return result.problems;
}

const allowedList = "jpg, jpeg, png, webp, avif, gif, svg, pdf, mp4, webm";

describe("formatIssuePath", () => {
  it("writes paths the way content.json is read", () => {
    expect(formatIssuePath(["news", 3, "fromDate"])).toBe("news[3].fromDate");
    expect(formatIssuePath(["galleries", 0, "attachments", 2])).toBe("galleries[0].attachments[2]");
    expect(formatIssuePath(["profile", "email"])).toBe("profile.email");
    expect(formatIssuePath(["news", 0, "odd key"])).toBe('news[0]["odd key"]');
    expect(formatIssuePath([])).toBe("content.json");
  });
});

describe("file references", () => {
  it("finds every file field from the schema", () => {
    expect(profileFileFields.map((field) => field.key)).toEqual([
      "admissionGuidelinesPdf",
      "sessionCalendarPdf",
      "sampleCertificatePdf",
      "principalVideo",
    ]);
    expect(entityFileFields.notifications).toEqual([
      { key: "image", list: true },
      { key: "attachments", list: true },
    ]);
    expect(entityFileFields.events.map((field) => field.key)).toEqual(["images", "attachments"]);
    expect(entityFileFields.transferCertificates).toEqual([{ key: "file", list: false }]);
    expect(entityFileFields.faculty).toEqual([]);
  });

  it("refuses names that could leave files/", () => {
    expect(checkRefPath("news/a.png")).toBeUndefined();
    expect(checkRefPath("../a.png")).toMatch(/stay inside/);
    expect(checkRefPath("news/../../a.png")).toMatch(/stay inside/);
    expect(checkRefPath("news//a.png")).toMatch(/stay inside/);
    expect(checkRefPath("/etc/a.png")).toMatch(/absolute/);
    expect(checkRefPath("C:/a.png")).toMatch(/absolute/);
    expect(checkRefPath("news\\a.png")).toMatch(/not \\/);
    expect(extensionOf("Gallery/Photo.JPG")).toBe("jpg");
    expect(extensionOf("folder.d/noext")).toBe("");
  });
});

describe("loadBundle", () => {
  it("accepts the fixture bundle and marks certificate files", async () => {
    const result = await loadBundle(await makeBundle());
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.bundle.news[1].description).toBe("School closed");
    expect(result.files.map((file) => file.name)).toEqual([
      "docs/admission.pdf",
      "docs/calendar.pdf",
      "gallery/one.png",
      "gallery/two.png",
      "news/annual.png",
      "people/principal.png",
      "tc/a-100.pdf",
      "tc/a-101.png",
    ]);
    expect(result.files.filter((file) => file.certificate).map((file) => file.name)).toEqual([
      "tc/a-100.pdf",
      "tc/a-101.png",
    ]);
    expect(result.publicFiles.map((file) => file.name)).toEqual(["banners/home-1.png", "logo.png"]);
  });

  it("reports a missing folder and a missing content.json", async () => {
    const missing = path.join(tempDir("bundle"), "nope");
    expect(await loadBundle(missing)).toEqual({ ok: false, problems: [`${missing}: bundle folder not found`] });
    expect(await loadBundle(tempDir("bundle"))).toEqual({ ok: false, problems: ["content.json: not found"] });
  });

  it("reports bad JSON with the parser's message", async () => {
    const spec = await minimalSpec();
    const dir = writeBundle(path.join(tempDir("bundle"), "b"), { ...spec, content: '{ "profile": { },\n}' });
    const result = await loadBundle(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^content\.json: invalid JSON: .+/);
  });

  it("reports each schema problem as path: message", async () => {
    const problems = await problemsOf(({ content }) => {
      const profile = content.profile as Record<string, unknown>;
      delete profile.board;
      profile.email = "not-an-email";
      profile.portalUrl = "ftp://portal.example";
      content.news[0].fromDate = "2026-13-01";
      (content.news[1] as Record<string, unknown>).colour = "red";
      content.birthdays[0].date = "02-30";
      content.galleries[0].category = "Photos" as "PhotoGallery";
      content.faculty[0].order = "1" as unknown as number;
      content.toppers = [{ name: "", class: "XI" as "X", sessionYear: "2023-2025" }];
      (content as Record<string, unknown>).extra = [];
    });
    expect(problems).toEqual([
      "profile.board: required",
      "profile.email: expected an email address",
      "profile.portalUrl: expected an http(s) URL",
      "news[0].fromDate: expected YYYY-MM-DD",
      "news[1].colour: unknown field",
      "toppers[0].name: must not be empty",
      "toppers[0].class: expected one of X, XII",
      "toppers[0].sessionYear: expected consecutive years like 2023-2024",
      "galleries[0].category: expected one of PhotoGallery, Exhibitions, Activity",
      "birthdays[0].date: expected MM-DD",
      'faculty[0].order: expected a number, got text "1"',
      "extra: unknown field",
    ]);
  });

  it("reports missing files, unsafe names and wrong extensions at the reference", async () => {
    const problems = await problemsOf((spec) => {
      const { content } = spec;
      content.galleries[0].attachments = ["gallery/one.png", "gallery/three.png"];
      content.news[0].attachments = ["../secret.png", "/etc/passwd.png", "news\\annual.png", "news/notes.txt"];
      content.profile.sessionCalendarPdf = "news/annual.png";
      content.profile.principalVideo = "docs/admission.pdf";
      content.transferCertificates[1].file = "tc/a-101.gif";
      spec.files["news/notes.txt"] = "hello";
      spec.files["tc/a-101.gif"] = "GIF89a";
    });
    expect(problems).toEqual([
      `files/news/notes.txt: .txt files are not allowed (allowed: ${allowedList})`,
      "profile.sessionCalendarPdf: expected a .pdf file",
      "profile.principalVideo: expected an .mp4 or .webm file",
      "news[0].attachments[0]: must stay inside files/ (no .., . or empty parts)",
      "news[0].attachments[1]: must be a path inside files/, not an absolute path",
      "news[0].attachments[2]: use / between folders, not \\",
      `news[0].attachments[3]: .txt files are not allowed (allowed: ${allowedList})`,
      "galleries[0].attachments[1]: file not found in files/",
      "transferCertificates[1].file: a transfer certificate must be a pdf, jpg, jpeg or png file",
    ]);
  });

  it("reports duplicate ids, duplicate admission numbers and certificates used as attachments", async () => {
    const problems = await problemsOf(({ content }) => {
      content.news[1]._id = "n1";
      content.transferCertificates[1].admission = " a-100";
      content.highlights[0].attachments = ["tc/a-100.pdf"];
    });
    expect(problems).toEqual([
      "highlights[0].attachments[0]: is a transfer certificate file (transferCertificates[0].file); use another file",
      'news[1]._id: duplicate _id "n1" (also news[0])',
      'transferCertificates[1].admission: duplicate admission number " a-100" (also transferCertificates[0])',
    ]);
  });

  it("refuses symbolic links and bad extensions in files/ and public/", async () => {
    const outside = path.join(tempDir("outside"), "secret.png");
    fs.writeFileSync(outside, await tinyPng(9));
    const dir = await makeBundle((spec) => {
      spec.publicFiles = { ...spec.publicFiles, "notes.md": "# hi" };
      spec.content.news[0].attachments = ["news/link.png"];
    });
    fs.symlinkSync(outside, path.join(dir, "files", "news", "link.png"));
    fs.symlinkSync(path.dirname(outside), path.join(dir, "public", "more"));
    const result = await loadBundle(dir);
    expect(result.ok ? [] : result.problems).toEqual([
      "files/news/link.png: symbolic links are not allowed",
      "public/more: symbolic links are not allowed",
      `public/notes.md: .md files are not allowed (allowed: ${allowedList})`,
      "news[0].attachments[0]: file not found in files/",
    ]);
  });

  it("reports schema and file problems together", async () => {
    const problems = await problemsOf(({ content }) => {
      content.news[0].fromDate = "yesterday";
      content.galleries[0].attachments = ["gallery/missing.png"];
    });
    expect(problems).toEqual([
      "news[0].fromDate: expected YYYY-MM-DD",
      "galleries[0].attachments[0]: file not found in files/",
    ]);
  });

  it.skipIf(!fs.existsSync("content/demo/content.json"))("accepts the demo bundle", async () => {
    const result = await loadBundle("content/demo");
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});
