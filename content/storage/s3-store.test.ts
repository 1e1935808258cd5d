import { randomBytes } from "node:crypto";
import type { S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#domain/config";
import { type S3TestServer, startS3Server } from "#tests/s3-server";
import { fileStoreContract } from "./file-store.contract";
import { openFileStore } from "./open-file-store";
import { createS3Client } from "./s3-client";
import { s3Sdk } from "./s3-sdk";
import { createS3Store } from "./s3-store";

// The command class the store makes its requests with: the SDK as it loads it (content/storage/s3-sdk.ts).
const { CopyObjectCommand } = s3Sdk().client;

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server?.stop());

/** A store below a prefix of its own in the one bucket: each test starts empty. */
const freshPrefix = () => `t-${randomBytes(6).toString("hex")}/`;

describe("the file store contract, on an S3-compatible server", () => {
  // Ten keys a listing page, so that the contract's folders of 25 files take several pages.
  fileStoreContract(() => createS3Store(server.settings(freshPrefix()), { pageSize: 10 }));
});

describe("on S3", () => {
  it("is what STORAGE_URL chooses, keeping keys below its prefix", async () => {
    const prefix = freshPrefix();
    const config = loadConfig({ DATA_DIR: "/nonexistent", ...server.env(prefix) });
    const store = openFileStore(config);
    await store.put("files/a.pdf", new Uint8Array([1, 2]));
    // Seen from the bucket's root, the key is below the prefix; nothing was written elsewhere.
    const root = createS3Store(server.settings());
    expect(await root.list("files", { recursive: true })).toEqual([]);
    expect((await createS3Store(server.settings(prefix)).stat("files/a.pdf"))?.size).toBe(2);
  });

  it("fails its check when the bucket is missing or the server is down", async () => {
    await expect(createS3Store({ ...server.settings(), bucket: "no-such-bucket" }).check()).rejects.toThrow();
    await expect(createS3Store({ ...server.settings(), endpoint: "http://127.0.0.1:9" }).check()).rejects.toThrow();
  });

  it("keeps the old public images when the swap fails midway, and loses none", async () => {
    const settings = server.settings(freshPrefix());
    const client = createS3Client(settings);
    // A real server, with one request made to fail: the second copy onto the live folder.
    let copiesIntoLive = 0;
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    (client as unknown as { send: typeof send }).send = async (command) => {
      if (
        command instanceof CopyObjectCommand &&
        command.input.Key?.includes("/public/") &&
        !command.input.Key.includes(".public-old-")
      ) {
        copiesIntoLive += 1;
        if (copiesIntoLive === 2) throw new Error("connection reset");
      }
      return send(command);
    };
    const store = createS3Store(settings, { client: client as S3Client });
    const text = (value: string) => new TextEncoder().encode(value);
    await store.put("files/demo/public/a.png", text("old a"));
    await store.put("files/demo/public/b.png", text("old b"));
    await store.put("files/demo/public/c.png", text("old c"));
    await store.put("files/demo/.public-new/a.png", text("new a"));
    await store.put("files/demo/.public-new/b.png", text("new b"));
    await store.put("files/demo/.public-new/d.png", text("new d"));
    await expect(store.replaceFolder("files/demo/public", "files/demo/.public-new")).rejects.toThrow(
      "connection reset",
    );
    const live: Record<string, string> = {};
    for (const key of await store.list("files/demo/public"))
      live[key] = new TextDecoder().decode((await store.get(key)) ?? undefined);
    expect(live).toEqual({
      "files/demo/public/a.png": "old a",
      "files/demo/public/b.png": "old b",
      "files/demo/public/c.png": "old c",
    });
    // Nothing is left aside but the staged set, which the import then discards.
    expect((await store.list("files/demo", { recursive: true })).filter((key) => !key.includes("/public/"))).toEqual([
      "files/demo/.public-new/a.png",
      "files/demo/.public-new/b.png",
      "files/demo/.public-new/d.png",
    ]);
  });

  it("copies nothing for a public image whose bytes did not change", async () => {
    const settings = server.settings(freshPrefix());
    const client = createS3Client(settings);
    const copied: string[] = [];
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    (client as unknown as { send: typeof send }).send = async (command) => {
      if (command instanceof CopyObjectCommand) copied.push(command.input.Key ?? "");
      return send(command);
    };
    const store = createS3Store(settings, { client: client as S3Client });
    await store.put("files/demo/public/same.png", new Uint8Array([1, 2, 3]));
    await store.put("files/demo/.public-new/same.png", new Uint8Array([1, 2, 3]));
    await store.replaceFolder("files/demo/public", "files/demo/.public-new");
    expect(copied).toEqual([]);
    expect(await store.list("files/demo", { recursive: true })).toEqual(["files/demo/public/same.png"]);
  });
});
