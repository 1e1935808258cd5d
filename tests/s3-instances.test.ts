import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runContentCommand } from "#content/bundle-cli";
import { createS3Store } from "#content/storage/s3-store";
import { loadConfig } from "#domain/config";
import { runAdmin } from "#server/platform/admin-cli";
import { startServer } from "#server/start";
import { createTestApi } from "#tests/api-fixture";
import { makeBundle, tinyPng } from "#tests/fixtures/make-bundle";
import { phonePhoto } from "#tests/photo-fixture";
import { type S3TestServer, startS3Server } from "#tests/s3-server";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";
import { testDatabaseEnv } from "#tests/test-database";

/**
 * The platform on an S3-compatible bucket (decision 0084), with s3rver standing in for it: each
 * instance has a DATA_DIR of its own and no stored file on it.
 */
let s3: S3TestServer;
const folders: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-instance-"));
  folders.push(dir);
  return dir;
}

const freshPrefix = () => `p-${randomBytes(6).toString("hex")}/`;

/** Stored files on this machine: an instance on S3 keeps none in its DATA_DIR. */
const storedOnDisk = (dir: string) => ["files", "staging"].filter((area) => fs.existsSync(path.join(dir, area)));

describe("two instances on one bucket, with no shared disk", () => {
  it("serves through one a photo uploaded through the other, by byte ranges, and makes each variant once", async () => {
    const prefix = freshPrefix();
    const [dirA, dirB] = [dataDir(), dataDir()];
    const a = await createTestApi({ DATA_DIR: dirA, ...s3.env(prefix) });
    const b = await createTestApi({ DATA_DIR: dirB, ...s3.env(prefix) });
    await createStaff(a.app, a.auth, a.db, "editor@school.example", "editor");
    const editor = await signIn(a.app, "editor@school.example");

    const uploaded = await a.app.request("/api/admin/schools/test/media/photos", {
      method: "POST",
      headers: { ...sameSite, cookie: editor, "x-file-name": "gate.jpg", "content-type": "application/octet-stream" },
      body: new Blob([new Uint8Array(await phonePhoto({ width: 400, height: 300 }))]),
    });
    expect(uploaded.status).toBe(201);
    const { file } = (await uploaded.json()) as { file: { path: string; bytes: number } };

    const whole = await b.app.request(`/api/image/${file.path}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(file.bytes);
    const fromA = await a.app.request(`/api/image/${file.path}`);
    expect(new Uint8Array(await fromA.arrayBuffer())).toEqual(bytes);

    const part = await b.app.request(`/api/image/${file.path}`, { headers: { range: "bytes=100-1099" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1099/${file.bytes}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 1100));

    // The variant is made by the instance first asked, stored in the bucket, and only read by the other.
    const bucket = createS3Store(s3.settings(prefix));
    const small = await b.app.request(`/api/image/${file.path}?w=160&format=webp`);
    expect(small.status).toBe(200);
    const variants = await bucket.list("cache/variants", { recursive: true });
    expect(variants).toHaveLength(1);
    const made = await bucket.stat(variants[0]);
    const again = await a.app.request(`/api/image/${file.path}?w=160&format=webp`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await small.arrayBuffer()));
    expect(await bucket.list("cache/variants", { recursive: true })).toEqual(variants);
    expect(await bucket.stat(variants[0])).toEqual(made);

    expect([...storedOnDisk(dirA), ...storedOnDisk(dirB)]).toEqual([]);
  });
});

describe("a platform on S3", () => {
  it("loads the demo school into an empty bucket at its first start, and serves its public images", {
    timeout: 90_000,
  }, async () => {
    const prefix = freshPrefix();
    const dir = dataDir();
    const env = { ...(await testDatabaseEnv()), DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" };
    const running = await startServer(loadConfig({ ...env, ...s3.env(prefix) }), { site: false });
    try {
      const bucket = createS3Store(s3.settings(prefix));
      const demoPublic = path.resolve(import.meta.dirname, "..", "content", "demo", "public");
      const expected = fs
        .readdirSync(demoPublic, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `files/demo/public/${path.relative(demoPublic, path.join(entry.parentPath, entry.name))}`)
        .sort();
      expect(await bucket.list("files/demo/public", { recursive: true })).toEqual(expected);
      const port = (running.server.address() as { port: number }).port;
      const logo = await fetch(`http://127.0.0.1:${port}/api/image/demo/public/logo.png`);
      expect(logo.status).toBe(200);
      expect(Buffer.from(await logo.arrayBuffer()).equals(fs.readFileSync(path.join(demoPublic, "logo.png")))).toBe(
        true,
      );
      // Ready: the database and the bucket answer.
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect(storedOnDisk(dir)).toEqual([]);
    } finally {
      await running.close();
    }
  });

  it("imports again with other public images, exports, backs up and removes a school, all from the bucket", async () => {
    const prefix = freshPrefix();
    const dir = dataDir();
    const env = { ...(await testDatabaseEnv()), DATA_DIR: dir, LOG_LEVEL: "silent", ...s3.env(prefix) };
    const io = { env, out: () => {}, err: () => {} };
    const bucket = createS3Store(s3.settings(prefix));

    expect(await runAdmin(["school", "add", "sunrise", "--bundle", await makeBundle()], io)).toBe(0);
    expect(await bucket.list("files/sunrise", { recursive: true })).toEqual([
      "files/sunrise/public/banners/home-1.png",
      "files/sunrise/public/logo.png",
    ]);

    const crest = await tinyPng(10, 200, 30);
    const second = await makeBundle((spec) => {
      spec.publicFiles = { "crest.png": crest };
    });
    const lines: string[] = [];
    const content = (argv: string[]) =>
      runContentCommand(argv, { env, out: (line) => lines.push(line), err: (line) => lines.push(line) });
    expect(await content(["import", second, "--school", "sunrise"])).toBe(0);
    // Exactly the new set: the old images and the hidden folders of the swap are gone.
    expect(await bucket.list("files/sunrise", { recursive: true })).toEqual(["files/sunrise/public/crest.png"]);

    const exported = path.join(dataDir(), "out");
    expect(await content(["export", exported, "--school", "sunrise"])).toBe(0);
    expect(fs.readFileSync(path.join(exported, "public", "crest.png"))).toEqual(crest);
    const bundleFiles = fs.readdirSync(path.join(second, "files"), { recursive: true }).sort();
    expect(fs.readdirSync(path.join(exported, "files"), { recursive: true }).sort()).toEqual(bundleFiles);

    expect(await content(["backup", path.join(dataDir(), "school.backup")])).toBe(0);
    expect(lines.at(-1)).toMatch(`copy s3://${s3.bucket}/${prefix}files/ too`);

    expect(await runAdmin(["school", "remove", "sunrise"], io)).toBe(0);
    expect(await bucket.list("files/sunrise", { recursive: true })).toEqual([]);
    expect(storedOnDisk(dir)).toEqual([]);
  });
});
