import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { listStoredFiles, readStoredBundle } from "#database/queries/school-content";
import { type Config, loadConfig } from "#domain/config";
import { makeBundle, tempDir, tinyPdf } from "#tests/fixtures/make-bundle";
import { failInserts, openTestDatabase, rawRows } from "#tests/test-database";
import { exportBundle } from "./bundle-export";
import { importBundle } from "./bundle-import";
import { extensionOf } from "./bundle-refs";
import { openFileStore } from "./storage/open-file-store";

type Setup = { config: Config; db: Db };
const opened: Db[] = [];

async function setup(dataDir = tempDir("data")): Promise<Setup> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const { db } = await openTestDatabase({ dataDir });
  opened.push(db);
  return { config, db };
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function importOk(target: Setup, dir: string, schoolCode = "demo", onProgress?: (line: string) => void) {
  const result = await importBundle({
    db: target.db,
    files: openFileStore(target.config),
    dir,
    schoolCode,
    onProgress,
  });
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result;
}

/** Every file under a folder with a hash of its bytes. */
function listFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full).split(path.sep).join("/")] = createHash("sha256")
      .update(fs.readFileSync(full))
      .digest("hex");
  }
  return files;
}

const tables = [
  "school",
  "stored_file",
  "highlight",
  "news",
  "principal_message",
  "online_registration",
  "topper",
  "gallery",
  "birthday",
  "notification",
  "event",
  "faculty",
  "video",
  "transfer_certificate",
  "page",
];

async function snapshot({ db, config }: Setup) {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = await rawRows(db, `select * from ${table} order by 1, 2`);
  return { rows, files: listFiles(config.filesDir) };
}

describe("importBundle", () => {
  it("stores content, files under hashed or random names, and public images", async () => {
    const target = await setup();
    const dir = await makeBundle();
    const progress: string[] = [];
    const result = await importOk(target, dir, "demo", (line) => progress.push(line));
    expect(result.counts.news).toBe(2);
    expect(result.counts.transferCertificates).toBe(2);
    expect(result.files).toBe(8);
    expect(result.publicFiles).toBe(2);
    expect(progress).toEqual([
      `validate ${dir}`,
      "copy files 0/8",
      "files 8/8",
      "public images 0/2",
      "public images 2/2",
      "database",
      "public images: swap in",
      "cleanup",
      "cleanup: removed 0 unused files",
    ]);

    const stored = await readStoredBundle(target.db, "demo");
    if (!stored) throw new Error("school missing");
    expect(stored.principalMessages[0].message).toBe("<p>Welcome <a>link</a></p>");
    expect(stored.news.map((item) => item._id)).toEqual(["n1", expect.stringMatching(/^[0-9a-f]{16}$/)]);

    for (const tc of stored.transferCertificates) expect(tc.file).toMatch(/^tc\/[0-9a-f]{32}\.(pdf|jpg|jpeg|png)$/);
    const attachments = [
      ...stored.galleries[0].attachments,
      ...stored.news[0].attachments,
      stored.profile.admissionGuidelinesPdf,
    ];
    for (const storedPath of attachments) expect(storedPath).toMatch(/^[0-9a-f]{64}\.(png|pdf)$/);

    for (const file of await listStoredFiles(target.db, "demo")) {
      const original = fs.readFileSync(path.join(dir, "files", file.bundleName));
      const copy = fs.readFileSync(path.join(target.config.filesDir, file.storedPath));
      expect(copy.equals(original)).toBe(true);
      expect(file.sha256).toBe(createHash("sha256").update(original).digest("hex"));
      if (!file.bundleName.startsWith("tc/")) {
        expect(file.storedPath).toBe(`${file.sha256}.${extensionOf(file.bundleName)}`);
      }
    }

    const publicFiles = listFiles(path.join(target.config.filesDir, "demo", "public"));
    expect(Object.keys(publicFiles).sort()).toEqual(["banners/home-1.png", "logo.png"]);
    expect(fs.readdirSync(path.join(target.config.filesDir, "demo"))).toEqual(["public"]);
  });

  it("reports progress at least every 50 files", async () => {
    const target = await setup();
    const extra: Record<string, Buffer> = {};
    for (let index = 0; index < 112; index += 1) extra[`bulk/${index}.pdf`] = tinyPdf(`bulk ${index}`);
    const dir = await makeBundle((spec) => Object.assign(spec.files, extra));
    const progress: string[] = [];
    await importOk(target, dir, "demo", (line) => progress.push(line));
    expect(progress.filter((line) => line.startsWith("files "))).toEqual([
      "files 50/120",
      "files 100/120",
      "files 120/120",
    ]);
  });

  it("writes nothing when the bundle has a problem", async () => {
    const target = await setup();
    await importOk(target, await makeBundle());
    const before = await snapshot(target);
    const bad = await makeBundle((spec) => {
      spec.content.news[0].title = "Changed";
      spec.content.galleries[0].attachments = ["gallery/gone.png"];
      spec.files["news/new.png"] = Buffer.from("new bytes");
      spec.publicFiles = { "new-logo.png": Buffer.from("x") };
    });
    const result = await importBundle({
      db: target.db,
      files: openFileStore(target.config),
      dir: bad,
      schoolCode: "demo",
    });
    expect(result).toEqual({ ok: false, problems: ["galleries[0].attachments[0]: file not found in files/"] });
    expect(await snapshot(target)).toEqual(before);
  });

  it("keeps the old content and files when the database write fails", async () => {
    const target = await setup();
    await importOk(target, await makeBundle());
    const before = await snapshot(target);
    await failInserts(target.db, "news", "boom");
    const changed = await makeBundle((spec) => {
      spec.content.news[0].title = "Changed";
      spec.files["news/annual.png"] = tinyPdf("not a png any more");
      spec.files["tc/a-100.pdf"] = tinyPdf("a new certificate");
      spec.publicFiles = { "other.png": Buffer.from("x") };
    });
    await expect(
      importBundle({ db: target.db, files: openFileStore(target.config), dir: changed, schoolCode: "demo" }),
    ).rejects.toThrow(/boom/);
    expect(await snapshot(target)).toEqual(before);
    expect(fs.readdirSync(path.join(target.config.filesDir, "demo"))).toEqual(["public"]);
  });

  it("replaces the old content and removes only files nobody refers to", async () => {
    const target = await setup();
    await importOk(target, await makeBundle());
    await importOk(target, await makeBundle(), "other");
    const filesDir = target.config.filesDir;
    const untouchable = ["README.txt", `${"e".repeat(64)}.txt`, "cache/x.png", "tc/notes.pdf", "demo/keep.png"];
    for (const name of untouchable) {
      fs.mkdirSync(path.dirname(path.join(filesDir, name)), { recursive: true });
      fs.writeFileSync(path.join(filesDir, name), "keep");
    }
    const oldDemoFiles = await listStoredFiles(target.db, "demo");
    const second = await makeBundle((spec) => {
      spec.content.news = [{ _id: "fresh", title: "Only news", fromDate: "2026-03-03" }];
      spec.content.galleries[0].attachments = ["gallery/one.png"];
      delete spec.files["gallery/two.png"];
      spec.publicFiles = { "crest.png": spec.files["gallery/one.png"] };
    });
    const result = await importOk(target, second, "demo");

    const stored = await readStoredBundle(target.db, "demo");
    expect(stored?.news.map((item) => item._id)).toEqual(["fresh"]);
    expect(await rawRows(target.db, "select id from news where school_code = 'demo'")).toEqual([{ id: "fresh" }]);
    // The other school still refers to gallery/two.png's copy, so it stays; demo's old certificates go.
    const twoPath = oldDemoFiles.find((file) => file.bundleName === "gallery/two.png")?.storedPath;
    expect(twoPath && fs.existsSync(path.join(filesDir, twoPath))).toBe(true);
    const oldCertificates = oldDemoFiles.filter((file) => file.storedPath.startsWith("tc/"));
    for (const file of oldCertificates) expect(fs.existsSync(path.join(filesDir, file.storedPath))).toBe(false);
    expect(result.removedFiles).toBe(oldCertificates.length);
    for (const name of untouchable) expect(fs.readFileSync(path.join(filesDir, name), "utf8")).toBe("keep");

    expect(Object.keys(listFiles(path.join(filesDir, "demo", "public")))).toEqual(["crest.png"]);
    expect(fs.readdirSync(path.join(filesDir, "demo")).sort()).toEqual(["keep.png", "public"]);

    // Once the other school drops it too, the shared copy is removed.
    await importOk(target, second, "other");
    expect(twoPath && fs.existsSync(path.join(filesDir, twoPath))).toBe(false);
  });

  it("refuses a school code that is not path-safe", async () => {
    const target = await setup();
    await expect(
      importBundle({ db: target.db, files: openFileStore(target.config), dir: await makeBundle(), schoolCode: "../x" }),
    ).rejects.toThrow(/Invalid school code/);
  });
});

describe("exportBundle", () => {
  async function exportTo(target: Setup, schoolCode = "demo"): Promise<string> {
    const dir = path.join(tempDir("export"), "out");
    await exportBundle({ db: target.db, files: openFileStore(target.config), dir, schoolCode });
    return dir;
  }

  it("round-trips byte for byte, into a new DATA_DIR and the same one", async () => {
    const first = await setup();
    const source = await makeBundle((spec) => {
      // Same bytes under two names share one stored copy.
      spec.files["gallery/copy-of-one.png"] = spec.files["gallery/one.png"];
      spec.content.galleries[0].attachments = ["gallery/copy-of-one.png", "gallery/two.png"];
      spec.content.galleries[0].url = "https://files.fixture.example/album.zip";
      spec.content.profile.sampleCertificatePdf = "docs/admission.pdf";
    });
    await importOk(first, source);
    const exported = await exportTo(first);
    const text = fs.readFileSync(path.join(exported, "content.json"), "utf8");
    expect(text.endsWith("}\n")).toBe(true);
    const json = JSON.parse(text);
    expect(Object.keys(json)[0]).toBe("profile");
    expect(Object.keys(json.galleries[0])).toEqual([
      "_id",
      "title",
      "description",
      "date",
      "category",
      "attachments",
      "url",
    ]);
    expect(json.galleries[0].attachments).toEqual(["gallery/copy-of-one.png", "gallery/two.png"]);
    expect(json.transferCertificates[0]).toEqual({
      _id: expect.any(String),
      admission: "A-100",
      name: "Ravi Kumar",
      file: "tc/a-100.pdf",
    });
    expect(listFiles(path.join(exported, "files"))).toEqual(listFiles(path.join(source, "files")));
    expect(listFiles(path.join(exported, "public"))).toEqual(listFiles(path.join(source, "public")));
    // Pages come back byte for byte, byte-order mark and CRLF line ends included.
    expect(listFiles(path.join(exported, "pages"))).toEqual(listFiles(path.join(source, "pages")));
    expect(Object.keys(listFiles(path.join(exported, "pages")))).toEqual(["About.md", "FeeStructure.md"]);

    const second = await setup();
    await importOk(second, exported);
    const again = await exportTo(second);
    expect(listFiles(again)).toEqual(listFiles(exported));

    await importOk(first, exported);
    const third = await exportTo(first);
    expect(listFiles(third)).toEqual(listFiles(exported));
  });

  it("refuses a non-empty folder and an unknown school", async () => {
    const target = await setup();
    await importOk(target, await makeBundle());
    const busy = tempDir("export");
    fs.writeFileSync(path.join(busy, "x"), "x");
    await expect(
      exportBundle({ db: target.db, files: openFileStore(target.config), dir: busy, schoolCode: "demo" }),
    ).rejects.toThrow(/not empty/);
    await expect(exportTo(target, "nobody")).rejects.toThrow(/No school "nobody"/);
    const empty = tempDir("export");
    await exportBundle({ db: target.db, files: openFileStore(target.config), dir: empty, schoolCode: "demo" });
    expect(fs.existsSync(path.join(empty, "content.json"))).toBe(true);
  });

  it("writes an empty public/ and pages/ when the school has no public images and no pages", async () => {
    const target = await setup();
    await importOk(
      target,
      await makeBundle((spec) => {
        spec.publicFiles = undefined;
        spec.pages = undefined;
        spec.files["extra.png"] = Buffer.alloc(0);
      }),
    );
    const dir = await exportTo(target);
    expect(fs.readdirSync(path.join(dir, "public"))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, "pages"))).toEqual([]);
    expect(fs.statSync(path.join(dir, "files", "extra.png")).size).toBe(0);
  });
});
