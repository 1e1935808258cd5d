import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import type { FileStore } from "#content/storage/file-store";
import type { PhotoWords } from "./photo-words";
import type { PublicContent } from "./public-content";
import { type SiteOperations, siteContent } from "./site-content";
import type { TransferCertificates } from "./transfer-certificates";

/**
 * The site's reads as the loaders get them (SiteContext.content): a failed read must not blank a
 * page (spec section 8), so it is logged with the spec's prefix and answers the page's empty
 * state; "not there" is a normal state, not logged. File sizes are the store's, asked directly.
 */

const failing = () => Promise.reject(new Error("database gone"));
const content = {
  list: vi.fn(failing),
  album: vi.fn(failing),
  profile: vi.fn(failing),
  page: vi.fn(failing),
  pages: vi.fn(failing),
  search: vi.fn(failing),
  disclosure: vi.fn(failing),
} satisfies Record<keyof PublicContent, unknown>;
const photoWords = {
  album: vi.fn(failing),
  club: vi.fn(failing),
  heroSlides: vi.fn(failing),
} satisfies Record<keyof PhotoWords, unknown>;
const certificates = { lookUp: vi.fn(), open: vi.fn() } satisfies Record<keyof TransferCertificates, unknown>;

let dir: string;
let files: FileStore;
const site = () =>
  siteContent({ content, photoWords, certificates, files } as unknown as SiteOperations, {
    school: "demo",
    client: "10.0.0.7",
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-content-"));
  files = createDiskStore(dir);
  await files.put("files/ab12.pdf", new Uint8Array(2048));
  await files.put("files/tc/token.pdf", new TextEncoder().encode("%PDF-1.4 certificate"));
  await files.put("files/empty.pdf", new Uint8Array(0));
  await files.put("files/ab12.exe", new Uint8Array(10));
  await files.put("files/.ab12.pdf", new Uint8Array(10));
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a read that fails", () => {
  it.each([
    ["highlights", "Error fetching highlight data:"],
    ["news", "Error fetching news data:"],
    ["circulars", "Error fetching circulars data:"],
    ["onlineRegistrations", "Error fetching online registration data:"],
    ["principalMessages", "Error fetching principal message data:"],
    ["toppers", "Error fetching topper data:"],
    ["birthdays", "Error fetching birthday data:"],
    ["notifications", "Error fetching notification data:"],
    ["galleries", "Error fetching gallery data:"],
    ["events", "Error fetching events data:"],
    ["faculty", "Error fetching faculty data:"],
    ["videos", "Error fetching video data:"],
  ] as const)("%s: logs '%s' and answers []", async (read, prefix) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(site()[read]()).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe(prefix);
    expect(content.list).toHaveBeenCalledWith("demo", read, undefined);
  });

  it.each([
    ["the profile", () => site().profile(), null, "Error fetching school profile data:"],
    ["a page", () => site().page("Motto"), null, "Error fetching page data:"],
    ["an album", () => site().album("annual-day"), undefined, "Error fetching album data:"],
    ["search", () => site().search("fair"), null, "Error fetching search data:"],
    ["an album's photo words", () => site().albumPhotoWords("annual-day"), [], "Error fetching album photo words:"],
    ["a club's photos", () => site().clubPhotos("music"), [], "Error fetching club photos:"],
    ["the hero slides' words", () => site().heroSlideWords(), [], "Error fetching the hero slides' descriptions:"],
  ])("%s: logs and answers the page's empty state", async (_what, read, empty, prefix) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(read()).resolves.toEqual(empty);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe(prefix);
  });

  it("a search longer than the API takes is one search cannot answer, as the API's 400 was", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(site().search("x".repeat(2001))).resolves.toBeNull();
    expect(content.search).not.toHaveBeenCalled();
    expect(log.mock.calls[0][0]).toBe("Error fetching search data:");
  });
});

describe("what is not there", () => {
  it("answers null or undefined without a log, and asks nothing for a name that cannot exist", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    content.profile.mockResolvedValueOnce(undefined as never);
    content.page.mockResolvedValueOnce(undefined as never);
    await expect(site().profile()).resolves.toBeNull();
    await expect(site().page("Motto")).resolves.toBeNull();
    await expect(site().page("NoSuchPage")).resolves.toBeNull();
    await expect(site().album("not an id!")).resolves.toBeUndefined();
    await expect(site().albumPhotoWords("not an id!")).resolves.toEqual([]);
    expect(content.page).toHaveBeenCalledExactlyOnceWith("demo", "Motto", undefined);
    expect(content.album).not.toHaveBeenCalled();
    expect(photoWords.album).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});

describe("a stored file's size", () => {
  it("is the store's, for the path the image service would serve", async () => {
    await expect(site().fileSize("ab12.pdf")).resolves.toBe(2048);
    await expect(site().fileSize("/tc//token.pdf")).resolves.toBe(20);
  });

  it.each([
    ["no such file", "missing.pdf"],
    ["an empty file", "empty.pdf"],
    ["a path that climbs out", "../ab12.pdf"],
    ["a name the service does not serve", "ab12"],
    ["a type the service does not serve", "ab12.exe"],
    ["a hidden name", ".ab12.pdf"],
  ])("is null for %s", async (_case, storedPath) => {
    await expect(site().fileSize(storedPath)).resolves.toBeNull();
  });
});

describe("the certificate look-up", () => {
  it("is counted for the visitor's address and answers the found file as the image service serves it", async () => {
    certificates.lookUp.mockResolvedValueOnce({ kind: "found", path: "tc/token.pdf" });
    certificates.open.mockResolvedValueOnce({ contentType: "application/pdf", size: 20, body: new ReadableStream() });
    const answer = await site().transferCertificate({ admission: "A1", name: "Asha" });
    expect(answer).toMatchObject({ kind: "found", path: "tc/token.pdf", file: { contentType: "application/pdf" } });
    const [school, client, readRequest] = certificates.lookUp.mock.calls[0];
    expect([school, client, await readRequest()]).toEqual(["demo", "10.0.0.7", { admission: "A1", name: "Asha" }]);
    expect(certificates.open).toHaveBeenCalledWith("tc/token.pdf");
  });

  it("passes a miss and a refusal on, opening nothing", async () => {
    certificates.lookUp.mockResolvedValueOnce({ kind: "missed" });
    await expect(site().transferCertificate({ admission: "A1", name: "X" })).resolves.toEqual({ kind: "missed" });
    certificates.lookUp.mockResolvedValueOnce({ kind: "rate-limited", retryAfterSeconds: 60 });
    await expect(site().transferCertificate({ admission: "A1", name: "X" })).resolves.toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 60,
    });
    expect(certificates.open).not.toHaveBeenCalled();
  });
});
