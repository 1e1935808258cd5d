/**
 * The hostile client of the hostile-neighbour run (bench/hostile-neighbour.ts), in a process of
 * its own: sends its requests one after another for HOSTILE_SECONDS to SITE_URL, signed in with
 * STAFF_COOKIE for the staff routes, prints "ready" when it starts and its tallies (JSON) at the end.
 */
import http from "node:http";
import { staffBodyBytes } from "#server/body-limits";
import { deflatedZeros, lyingZip } from "#tests/fixtures/lying-zip";
import type { HostileTally } from "./hostile-neighbour";

const site = process.env.SITE_URL ?? "";
const cookie = process.env.STAFF_COOKIE ?? "";
const seconds = Number(process.env.HOSTILE_SECONDS ?? "30");

type Attack = { kind: string; send: () => Promise<number> };

/**
 * A POST of `total` bytes pushed as fast as the socket takes them, declared or chunked; settles with
 * the status as soon as the server answers (it does not wait for the body it refused), or 0 when the
 * server closed the connection without an answer.
 */
function push(path: string, total: number, declared: boolean, type: string): Promise<number> {
  const url = new URL(site);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    const headers: Record<string, string> = { "content-type": type, origin: site };
    if (declared) headers["content-length"] = String(total);
    const request = http.request({ host: url.hostname, port: url.port, path, method: "POST", headers, agent: false });
    let settled = false;
    const settle = (status: number) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve(status);
    };
    request.on("response", (response) => {
      response.resume();
      settle(response.statusCode ?? 0);
    });
    request.on("error", () => settle(0));
    request.on("close", () => settle(0));
    let sent = 0;
    const write = () => {
      while (!settled && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!settled) request.end();
    };
    write();
  });
}

async function attacks(): Promise<Attack[]> {
  const staff = { cookie, origin: site };
  const api = `${site}/api/admin/schools/demo`;

  const created = await fetch(`${api}/content/news`, {
    method: "POST",
    headers: { ...staff, "content-type": "application/json" },
    body: JSON.stringify({ values: { title: "The neighbour's draft", description: "<p>Draft</p>" } }),
  });
  if (!created.ok) throw new Error(`making the draft answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  // The largest draft the limit allows: dense markup, the slowest kind to clean.
  const unit = '<p><strong>Bold</strong> and <em>slanted</em> words<img alt="pasted"></p>';
  const envelope = (description: string) =>
    JSON.stringify({ values: { title: "The neighbour's draft", description }, autosave: true });
  // JSON escapes each unit's quotes: count the units by their escaped length, so the body stays under the limit.
  const unitBytes = JSON.stringify(unit).length - 2;
  const draft = envelope(unit.repeat(Math.floor((staffBodyBytes - envelope("").length - 1024) / unitBytes)));

  const bomb = await deflatedZeros(256);
  const zip = lyingZip(
    ["A-1.pdf", "A-2.pdf", "A-3.pdf", "A-4.pdf"].map((name) => ({ name, declaredSize: 1024, data: bomb })),
  );
  const form = new FormData();
  form.set("csv", new File(["A/1,Ravi Kumar\n"], "list.csv", { type: "text/csv" }));
  form.append("files", new File([new Uint8Array(zip)], "certificates.zip", { type: "application/zip" }));
  const multipart = new Request("http://localhost/", { method: "POST", body: form });
  const zipBody = new Uint8Array(await multipart.arrayBuffer());
  const zipType = multipart.headers.get("content-type") ?? "";

  const status = async (response: Promise<Response>) => {
    const answered = await response;
    await answered.arrayBuffer();
    return answered.status;
  };
  return [
    {
      kind: `largest draft (${staffBodyBytes / 1024 / 1024} MB autosave)`,
      send: () =>
        status(
          fetch(`${api}/content/news/${id}`, {
            method: "PUT",
            headers: { ...staff, "content-type": "application/json" },
            body: draft,
          }),
        ),
    },
    {
      kind: "lying ZIP (4 × 1 KB → 256 MB)",
      send: () =>
        status(
          fetch(`${api}/certificates/bulk`, {
            method: "POST",
            headers: { ...staff, "content-type": zipType },
            body: zipBody,
          }),
        ),
    },
    {
      kind: "sign-in, 100 MB declared",
      send: () => push("/api/auth/sign-in/email", 100 * 1024 * 1024, true, "application/json"),
    },
    {
      kind: "sign-in, 100 MB chunked",
      send: () => push("/api/auth/sign-in/email", 100 * 1024 * 1024, false, "application/json"),
    },
    {
      kind: "/Tc form post, 1 MB",
      send: () => push("/Tc", 1024 * 1024, true, "application/x-www-form-urlencoded"),
    },
    {
      kind: "/admin/sign-in form post, 1 MB chunked",
      send: () => push("/admin/sign-in", 1024 * 1024, false, "application/x-www-form-urlencoded"),
    },
  ];
}

const loop = await attacks();
// One of each first: the server's rich-text thread starts, and every answer is what it should be.
for (const attack of loop) await attack.send();
console.log("ready");

const tallies = new Map<string, { sent: number; statuses: Record<string, number>; totalMs: number }>();
const until = performance.now() + seconds * 1000;
for (let index = 0; performance.now() < until; index += 1) {
  const attack = loop[index % loop.length] as Attack;
  const started = performance.now();
  // A failure is tallied, not thrown: the loop goes on as a hostile client would.
  const answered = await attack.send().catch(() => -1);
  const tally = tallies.get(attack.kind) ?? { sent: 0, statuses: {}, totalMs: 0 };
  tally.sent += 1;
  tally.statuses[answered] = (tally.statuses[answered] ?? 0) + 1;
  tally.totalMs += performance.now() - started;
  tallies.set(attack.kind, tally);
}
const report: HostileTally[] = [...tallies].map(([kind, tally]) => ({
  kind,
  sent: tally.sent,
  statuses: tally.statuses,
  meanMs: Math.round(tally.totalMs / tally.sent),
}));
console.log(JSON.stringify(report));
