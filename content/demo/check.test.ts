import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundleSchema } from "#domain/content-schema";

const root = path.dirname(fileURLToPath(import.meta.url));
const raw: unknown = JSON.parse(readFileSync(path.join(root, "content.json"), "utf8"));
const bundle = bundleSchema.parse(raw);

const year = (date: string) => date.slice(0, 4);
const distinct = <T>(values: T[]) => new Set(values).size;

function referencedFiles(): string[] {
  const names: string[] = [
    bundle.profile.admissionGuidelinesPdf,
    bundle.profile.sessionCalendarPdf,
    ...(bundle.profile.sampleCertificatePdf ? [bundle.profile.sampleCertificatePdf] : []),
    ...(bundle.profile.principalVideo ? [bundle.profile.principalVideo] : []),
  ];
  for (const item of bundle.highlights) names.push(...item.attachments);
  for (const item of bundle.news) names.push(...item.attachments);
  for (const item of bundle.principalMessages) names.push(...item.attachments);
  for (const item of bundle.onlineRegistrations) names.push(...item.attachments);
  for (const item of bundle.toppers) names.push(...item.attachments);
  for (const item of bundle.galleries) names.push(...item.attachments);
  for (const item of bundle.birthdays) names.push(...item.attachments);
  for (const item of bundle.notifications) names.push(...item.image, ...item.attachments);
  for (const item of bundle.events) names.push(...item.images, ...item.attachments);
  for (const item of bundle.transferCertificates) names.push(item.file);
  return [...new Set(names)];
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile() && statSync(file).size > 0;
}

describe("demo bundle content.json", () => {
  it("passes the bundle schema", () => {
    expect(bundleSchema.safeParse(raw).success).toBe(true);
  });

  it("names only files that exist under files/", () => {
    const missing = referencedFiles().filter((name) => !isFile(path.join(root, "files", name)));
    expect(missing).toEqual([]);
  });

  it("has files that are what their extension says", () => {
    for (const name of referencedFiles()) {
      const head = readFileSync(path.join(root, "files", name)).subarray(0, 8);
      if (name.endsWith(".pdf")) expect(head.toString("latin1", 0, 8), name).toBe("%PDF-1.4");
      else if (name.endsWith(".jpg")) expect([...head.subarray(0, 3)], name).toEqual([0xff, 0xd8, 0xff]);
      else if (name.endsWith(".mp4")) expect(head.toString("latin1", 4, 8), name).toBe("ftyp");
      else throw new Error(`unexpected file type: ${name}`);
    }
  });

  it("has PDFs whose xref offsets point at their objects", () => {
    for (const name of referencedFiles().filter((file) => file.endsWith(".pdf"))) {
      const body = readFileSync(path.join(root, "files", name)).toString("latin1");
      const startxref = Number(body.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
      expect(body.startsWith("xref\n", startxref), name).toBe(true);
      const entries = body
        .slice(startxref)
        .split("\n")
        .slice(2)
        .filter((entry) => / n $/.test(entry));
      entries.forEach((entry, index) => {
        const offset = Number(entry.slice(0, 10));
        expect(body.startsWith(`${index + 1} 0 obj`, offset), `${name} object ${index + 1}`).toBe(true);
      });
      const length = Number(body.match(/\/Length (\d+) >>\nstream\n/)?.[1]);
      const streamStart = body.indexOf("stream\n") + "stream\n".length;
      expect(body.startsWith("endstream", streamStart + length), `${name} stream length`).toBe(true);
    }
  });

  it("fills every profile field, the principal's video included", () => {
    const profile = bundle.profile;
    for (const key of ["shortName", "blurb", "helpDeskEmail", "sampleCertificatePdf", "principalVideo"] as const)
      expect(profile[key]).toBeTruthy();
  });

  it("has a short principal's video that phones play: MP4 with H.264 video and AAC sound, under 300 KB", () => {
    const name = bundle.profile.principalVideo ?? "";
    expect(name).toMatch(/\.mp4$/);
    const video = readFileSync(path.join(root, "files", name));
    expect(video.length).toBeLessThan(300 * 1024);
    // An ISO base media file: the ftyp box first, the moov box before the media (quick start).
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const moov = video.indexOf("moov");
    const mdat = video.indexOf("mdat");
    expect(moov).toBeGreaterThan(0);
    expect(moov).toBeLessThan(mdat);
    // The sample descriptions: H.264 (avc1) and AAC (mp4a).
    expect(video.indexOf("avc1")).toBeGreaterThan(0);
    expect(video.indexOf("mp4a")).toBeGreaterThan(0);
  });

  it("has news across two years", () => {
    expect(bundle.news.length).toBeGreaterThanOrEqual(12);
    expect(distinct(bundle.news.map((item) => year(item.fromDate)))).toBeGreaterThanOrEqual(2);
  });

  it("has events across years, including upcoming ones", () => {
    expect(bundle.events.length).toBeGreaterThanOrEqual(10);
    expect(distinct(bundle.events.map((item) => year(item.date)))).toBeGreaterThanOrEqual(2);
    expect(bundle.events.some((item) => item.date > "2026-11-21")).toBe(true);
  });

  it("has albums in all three categories with explicit ids", () => {
    const count = (category: string) => bundle.galleries.filter((item) => item.category === category).length;
    expect(bundle.galleries.length).toBeGreaterThanOrEqual(12);
    expect(count("PhotoGallery")).toBeGreaterThanOrEqual(6);
    expect(count("Exhibitions")).toBeGreaterThanOrEqual(3);
    expect(count("Activity")).toBeGreaterThanOrEqual(3);
    for (const album of bundle.galleries) {
      expect(album._id).toBeTruthy();
      expect(album.attachments.length).toBeGreaterThanOrEqual(4);
      expect(album.attachments.length).toBeLessThanOrEqual(8);
    }
    expect(distinct(bundle.galleries.map((item) => item._id))).toBe(bundle.galleries.length);
  });

  it("has toppers of X and XII in two sessions", () => {
    for (const session of ["2024-2025", "2025-2026"]) {
      for (const klass of ["X", "XII"]) {
        const found = bundle.toppers.filter((item) => item.sessionYear === session && item.class === klass);
        expect(found.length, `${klass} ${session}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("has at least 20 faculty members with distinct orders, not stored in order", () => {
    const orders = bundle.faculty.map((item) => item.order);
    expect(bundle.faculty.length).toBeGreaterThanOrEqual(20);
    expect(distinct(orders)).toBe(orders.length);
    expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
  });

  it("has videos in at least two years, one of them not on YouTube", () => {
    expect(distinct(bundle.videos.map((item) => year(item.date)))).toBeGreaterThanOrEqual(2);
    expect(bundle.videos.some((item) => !item.videoUrl.includes("youtube.com"))).toBe(true);
  });

  it("has birthdays for all 366 days of the year", () => {
    expect(distinct(bundle.birthdays.map((item) => item.date))).toBe(366);
    expect(bundle.birthdays.some((item) => item.date === "02-29")).toBe(true);
  });

  it("has the two transfer certificates, one PDF and one JPG", () => {
    const byAdmission = new Map(bundle.transferCertificates.map((item) => [item.admission, item]));
    expect(bundle.transferCertificates).toHaveLength(2);
    expect(byAdmission.get("SVPS/2019/0147")).toMatchObject({ name: "Aarav Sharma" });
    expect(byAdmission.get("SVPS/2019/0147")?.file).toMatch(/\.pdf$/);
    expect(byAdmission.get("SVPS/2018/0093")).toMatchObject({ name: "Priya Verma" });
    expect(byAdmission.get("SVPS/2018/0093")?.file).toMatch(/\.jpg$/);
  });

  it("has the singletons the home page shows", () => {
    expect(bundle.principalMessages).toHaveLength(1);
    expect(bundle.onlineRegistrations).toHaveLength(1);
    expect(bundle.notifications).toHaveLength(2);
    expect(bundle.highlights).toHaveLength(5);
  });

  it("keeps HTML to the principal's message and links to example domains", () => {
    const { principalMessages, profile, ...rest } = bundle;
    expect(JSON.stringify(rest)).not.toMatch(/<[a-z/]/i);
    expect(principalMessages[0].message).toMatch(/<p>[\s\S]*<strong>/);
    const urls = JSON.stringify(bundle).match(/https?:\/\/[^"\s]+/g) ?? [];
    const allowed =
      /^https:\/\/([a-z0-9-]+\.)*example\.in(\/|$)|^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$|^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/;
    expect(urls.filter((url) => !allowed.test(url))).toEqual([]);
    expect(profile.email).toMatch(/example\.in$/);
  });
});

describe("demo bundle public/ images", () => {
  const publicDir = path.join(root, "public");
  const clubs: Record<string, number> = {
    green: 2,
    "english-literary": 3,
    music: 3,
    "performing-arts": 16,
    quest: 15,
    piccaso: 14,
    ramanujan: 8,
  };
  const two = (n: number) => String(n).padStart(2, "0");

  it("has the fixed paths the site uses", () => {
    const expected = [
      ...Array.from({ length: 14 }, (_, index) => `slides/slide-${two(index + 1)}.jpg`),
      ...["english-literary", "green", "quest", "music", "sports", "performing-arts", "ramanujan", "piccaso"].map(
        (club) => `club-tiles/${club}.jpg`,
      ),
      "placeholder.jpg",
      "principal-placeholder.jpg",
      "avatar-placeholder.jpg",
      "erp/parent-portal.jpg",
      "erp/communication-portal.jpg",
      "erp/mobile-app.jpg",
      "about.jpg",
      "logo.png",
    ];
    expect(expected.filter((name) => !isFile(path.join(publicDir, name)))).toEqual([]);
  });

  it("has exactly the right number of photos per club", () => {
    expect(readdirSync(path.join(publicDir, "clubs")).sort()).toEqual(Object.keys(clubs).sort());
    for (const [club, count] of Object.entries(clubs)) {
      const names = readdirSync(path.join(publicDir, "clubs", club)).sort();
      expect(names, club).toEqual(Array.from({ length: count }, (_, index) => `${two(index + 1)}.jpg`));
    }
  });

  it("has exactly 14 slides", () => {
    expect(readdirSync(path.join(publicDir, "slides"))).toHaveLength(14);
  });

  it("has a PNG logo", () => {
    const head = readFileSync(path.join(publicDir, "logo.png")).subarray(0, 8);
    expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
