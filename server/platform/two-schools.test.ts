import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#domain/config";
import { type RunningServer, startServer } from "#server/start";
import { makeBundle, tempDir, tinyPdf, tinyPng } from "#tests/fixtures/make-bundle";
import { testDatabaseEnv } from "#tests/test-database";
import { runAdmin } from "./admin-cli";

/**
 * One process, two schools by host name (decision 0052), through the real listener with its
 * API cache and image variants: neither school ever gets the other's answers, images or
 * certificates, however the requests interleave, and a host no school has gets a plain 404.
 * (The pages themselves: tests/e2e/platform-hosts.spec.ts, which needs the site's build.)
 */

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let running: RunningServer;
let port: number;
let adminEnv: Record<string, string>;

function get(host: string, target: string, method = "GET", body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: target, method, headers: { host, "content-type": "application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const json = (reply: Reply) => JSON.parse(reply.body.toString("utf8"));
const sunrise = "sunrise.example.test";
const moon = "www.moon.example.test";

beforeAll(async () => {
  const dataDir = tempDir("two-schools");
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent", SCHOOL_CODE: "sunrise", ...(await testDatabaseEnv()) };
  adminEnv = env;
  const io = { env, out: () => {}, err: () => {} };
  const sunriseBundle = await makeBundle((spec) => {
    spec.content.profile.name = "Sunrise School";
    spec.content.news = [{ _id: "same-id", title: "Sunrise news", fromDate: "2026-01-10" }];
    spec.content.transferCertificates = [{ admission: "S-1", name: "Sun Child", file: "tc/s-1.pdf" }];
    spec.files["tc/s-1.pdf"] = tinyPdf("sunrise certificate");
  });
  // Same file name, different pictures: a cache keyed by name alone would mix them up.
  const moonLogo = await tinyPng(250, 250, 10);
  const moonBundle = await makeBundle((spec) => {
    spec.publicFiles = { ...spec.publicFiles, "logo.png": moonLogo };
    spec.content.profile.name = "Moon School";
    spec.content.news = [{ _id: "same-id", title: "Moon news", fromDate: "2026-01-10" }];
    spec.content.transferCertificates = [{ admission: "M-1", name: "Moon Child", file: "tc/m-1.pdf" }];
    spec.files["tc/m-1.pdf"] = tinyPdf("moon certificate");
  });
  for (const argv of [
    ["school", "add", "sunrise", "--bundle", sunriseBundle],
    ["school", "add", "moon", "--bundle", moonBundle],
    ["school", "domain", "add", "sunrise", sunrise],
    ["school", "domain", "add", "moon", moon],
  ]) {
    expect(await runAdmin(argv, io)).toBe(0);
  }
  running = await startServer(loadConfig({ ...env, PORT: "0", HOST: "127.0.0.1" }), { site: false });
  port = (running.server.address() as { port: number }).port;
}, 60_000);

afterAll(async () => {
  await running?.close();
});

describe("two schools in one process", () => {
  it("answers each host's API calls from its own school, cached or not", async () => {
    for (let round = 0; round < 3; round++) {
      expect(json(await get(sunrise, "/api/school/sunrise")).name).toBe("Sunrise School");
      expect(json(await get(moon, "/api/school/moon")).name).toBe("Moon School");
      expect(json(await get(sunrise, "/api/news/sunrise")).map((item: { title: string }) => item.title)).toEqual([
        "Sunrise news",
      ]);
      expect(json(await get(moon, "/api/news/moon")).map((item: { title: string }) => item.title)).toEqual([
        "Moon news",
      ]);
      // The same album id in both schools: the site names its school, and gets its own album.
      const album = json(await get(moon, "/api/subGallery?id=g1&school=moon"));
      expect(album).toHaveLength(1);
    }
  });

  it("serves each school its own image at the same name, in every size and format", async () => {
    for (const query of ["", "?w=160&format=webp", "?w=160&format=webp", "?w=320&format=avif"]) {
      const sun = await get(sunrise, `/api/image/sunrise/public/logo.png${query}`);
      const moo = await get(moon, `/api/image/moon/public/logo.png${query}`);
      expect([sun.status, moo.status]).toEqual([200, 200]);
      expect(sun.body.equals(moo.body), `logo${query}`).toBe(false);
      expect(sun.headers.etag).not.toBe(moo.headers.etag);
      // Asked again, each gets the same bytes it got before: nothing crossed over in a cache.
      expect((await get(sunrise, `/api/image/sunrise/public/logo.png${query}`)).body.equals(sun.body)).toBe(true);
    }
  });

  it("finds a certificate only at its own school", async () => {
    const body = JSON.stringify({ admission: "S-1", name: "Sun Child" });
    expect(json(await get(moon, "/api/tc/moon", "POST", body))).toEqual({ data: null });
    const found = json(await get(sunrise, "/api/tc/sunrise", "POST", body));
    expect(found.data).toMatch(/^tc\/[0-9a-f]{32}\.pdf$/);
    const file = await get(sunrise, `/api/image/${found.data}`);
    expect(file.body.toString("latin1")).toContain("sunrise certificate");
    const moonCertificate = json(
      await get(moon, "/api/tc/moon", "POST", JSON.stringify({ admission: "M-1", name: "Moon Child" })),
    );
    expect(moonCertificate.data).not.toBe(found.data);
  });

  it("answers a host no school has with a plain 404, cache or no cache", async () => {
    await get(sunrise, "/api/news/sunrise");
    for (const target of ["/", "/api/news/sunrise", "/api/image/sunrise/public/logo.png", "/News"]) {
      const reply = await get("elsewhere.example.test", target);
      expect(reply.status, target).toBe(404);
      expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(reply.body.toString()).toContain("No site is served at this address.");
      expect(reply.body.toString()).not.toMatch(/Sunrise|Moon/);
    }
    // localhost and the loopback address show SCHOOL_CODE's school (sunrise).
    expect(json(await get(`localhost:${port}`, "/api/school/sunrise")).name).toBe("Sunrise School");
    expect((await get(`127.0.0.1:${port}`, "/api/news/moon")).status).toBe(200);
  });

  it("follows host names an operator adds and removes while it runs", async () => {
    const io = { env: adminEnv, out: () => {}, err: () => {} };
    const status = async () => (await get("sunrise.example.org", "/api/school/sunrise")).status;
    expect(await status()).toBe(404);
    expect(await runAdmin(["school", "domain", "add", "sunrise", "sunrise.example.org"], io)).toBe(0);
    // The command runs apart from the server, as it would from a shell; the content version it moves
    // is read at the next request on SQLite, and arrives by NOTIFY within milliseconds on PostgreSQL.
    await expect.poll(status, { timeout: 3000, interval: 20 }).toBe(200);
    expect(await runAdmin(["school", "domain", "remove", "sunrise", "sunrise.example.org"], io)).toBe(0);
    await expect.poll(status, { timeout: 3000, interval: 20 }).toBe(404);
  });
});
