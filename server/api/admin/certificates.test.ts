import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { deflatedZeros, lyingZip } from "#tests/fixtures/lying-zip";
import { tempDir, tinyPdf, tinyPng } from "#tests/fixtures/make-bundle";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
let owner: string;
beforeEach(async () => {
  t = await createTestApi({ DATA_DIR: tempDir("records-data") });
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  owner = await signIn(t.app, "principal@school.example");
});

const base = "/api/admin/schools/test";

function sendForm(method: string, route: string, form: FormData, cookie = owner) {
  return t.app.request(`${base}${route}`, { method, headers: { ...sameSite, cookie }, body: form });
}

function sendJson(method: string, route: string, body?: unknown, cookie = owner) {
  return t.app.request(`${base}${route}`, {
    method,
    headers: { ...sameSite, cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function file(name: string, bytes: Uint8Array | string, type = "application/octet-stream") {
  return new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
}

/** The public look-up, as the /Tc form sends it. */
async function lookUp(admission: string, name: string): Promise<string | null> {
  const response = await t.app.request("/api/tc/test", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ admission, name }),
  });
  return (await response.json()).data;
}

async function activity(): Promise<Array<{ kind: string; target: string; action: string }>> {
  return (await (await sendJson("GET", "/activity")).json()).data;
}

function addOne(admission: string, name: string, bytes: Uint8Array | string, fileName = "tc.pdf") {
  const form = new FormData();
  form.set("admission", admission);
  form.set("name", name);
  form.set("file", file(fileName, bytes));
  return sendForm("POST", "/certificates", form);
}

describe("one certificate", () => {
  it("is added, found by the public look-up, replaced and withdrawn, each step in the log", async () => {
    expect((await addOne("SVPS/2024/0001", "Riya  Gupta", tinyPdf("riya"))).status).toBe(201);
    const found = await lookUp("svps/2024/0001", "riya gupta");
    expect(found).toMatch(/^tc\/[0-9a-f]{32}\.pdf$/);
    const served = await t.app.request(`/api/image/${found}`);
    expect(served.status).toBe(200);

    const list = (await (await sendJson("GET", "/certificates")).json()).data;
    const riya = list.find((entry: { admission: string }) => entry.admission === "SVPS/2024/0001");
    expect(riya).toMatchObject({ name: "Riya Gupta", storedPath: found });

    const replacement = new FormData();
    replacement.set("file", file("scan.png", await tinyPng(3, 4, 5)));
    expect((await sendForm("PUT", `/certificates/${riya.id}/file`, replacement)).status).toBe(200);
    const after = await lookUp("SVPS/2024/0001", "Riya Gupta");
    expect(after).toMatch(/^tc\/[0-9a-f]{32}\.png$/);
    // The old link stops working at once.
    expect((await t.app.request(`/api/image/${found}`)).status).toBe(404);

    expect((await sendJson("DELETE", `/certificates/${riya.id}`)).status).toBe(204);
    expect(await lookUp("SVPS/2024/0001", "Riya Gupta")).toBeNull();
    expect((await t.app.request(`/api/image/${after}`)).status).toBe(404);

    const log = (await activity()).filter((entry) => entry.kind === "certificate");
    expect(log.map((entry) => [entry.target, entry.action])).toEqual([
      ["SVPS/2024/0001", "withdrawn"],
      ["SVPS/2024/0001", "file replaced"],
      ["SVPS/2024/0001", "added"],
    ]);
  });

  it("is refused when its bytes are not a PDF, JPEG or PNG, whatever its name says", async () => {
    const response = await addOne("A-1", "Ravi Kumar", "<html>not a pdf</html>", "tc.pdf");
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ file: "The file is not a PDF, JPEG or PNG." });
    // A picture goes through the photo pipeline (decision 0080): one that cannot be decoded is refused.
    const damaged = await addOne("A-1", "Ravi Kumar", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "tc.jpg");
    expect(damaged.status).toBe(400);
    expect((await damaged.json()).error.fields).toEqual({
      file: "The picture cannot be read: it may be damaged. Scan it again, or save it as PDF.",
    });
  });

  it("is refused for an admission number already on file, and without a name", async () => {
    const twice = await addOne("SVPS/2019/0147", "Someone Else", tinyPdf("x"));
    expect((await twice.json()).error.fields.admission).toMatch(/on file already/);
    const unnamed = await addOne("A-2", "  ", tinyPdf("y"));
    expect((await unnamed.json()).error.fields).toEqual({ name: "Enter the student's full name." });
  });

  it("is not the business of a contributor", async () => {
    await createStaff(t.app, t.auth, t.db, "writer@school.example", "contributor");
    const writer = await signIn(t.app, "writer@school.example");
    const form = new FormData();
    form.set("admission", "A-3");
    form.set("name", "Sita Devi");
    form.set("file", file("a.pdf", tinyPdf("z")));
    expect((await sendForm("POST", "/certificates", form, writer)).status).toBe(403);
  });
});

describe("a bulk upload", () => {
  async function bulk(csv: string, files: File[]) {
    const form = new FormData();
    form.set("csv", file("list.csv", csv, "text/csv"));
    for (const entry of files) form.append("files", entry);
    const response = await sendForm("POST", "/certificates/bulk", form);
    return { status: response.status, body: await response.json() };
  }

  it("reports what matched and what did not before saving anything, then saves on confirmation", async () => {
    const csv =
      "Admission No.,Student Full Name\nSVPS/2025/0001,Aarav Sharma\nSVPS/2025/0002,Priya Verma\n,No One\nSVPS/2019/0147,Aarav Sharma\n";
    const { status, body } = await bulk(csv, [
      file("SVPS-2025-0001.pdf", tinyPdf("one")),
      file("SVPS_2019_0147.png", await tinyPng(7, 7, 7)),
      file("stray.pdf", tinyPdf("stray")),
      file("SVPS-2025-0002.pdf", "not a pdf at all"),
    ]);
    expect(status).toBe(200);
    expect(body.badLines).toEqual([{ line: 4, cells: ["", "No One"], reason: "The admission number is empty." }]);
    expect(
      body.matched.map((entry: { admission: string; replaces: boolean }) => [entry.admission, entry.replaces]),
    ).toEqual([
      ["SVPS/2025/0001", false],
      ["SVPS/2019/0147", true],
    ]);
    expect(body.unmatchedRows).toEqual([
      {
        line: 3,
        admission: "SVPS/2025/0002",
        name: "Priya Verma",
        reason: "No file is named with this admission number.",
      },
    ]);
    expect(body.unmatchedFiles).toEqual([
      { file: "SVPS-2025-0002.pdf", reason: "The file is not a PDF, JPEG or PNG." },
      { file: "stray.pdf", reason: "No row has this admission number." },
    ]);
    // Nothing saved yet.
    expect(await lookUp("SVPS/2025/0001", "Aarav Sharma")).toBeNull();

    const confirmed = await sendJson("POST", "/certificates/bulk/confirm", { batch: body.batch });
    expect(await confirmed.json()).toEqual({ added: 1, replaced: 1 });
    expect(await lookUp("SVPS/2025/0001", "Aarav Sharma")).toMatch(/^tc\/[0-9a-f]{32}\.pdf$/);
    expect(await lookUp("SVPS/2019/0147", "Aarav Sharma")).toMatch(/^tc\/[0-9a-f]{32}\.png$/);
    // A batch is saved once.
    expect((await sendJson("POST", "/certificates/bulk/confirm", { batch: body.batch })).status).toBe(400);
    const log = (await activity()).filter((entry) => entry.kind === "certificate");
    expect(log.map((entry) => entry.action).sort()).toEqual(["added (bulk upload)", "replaced (bulk upload)"]);
  });

  it("reads the office's list by its headers, a File Name column included, and says how (issue 23)", async () => {
    // Refused line by line before: "Expected 2 columns (admission number, student's full name), found 3".
    const csv =
      "Sr No,Student Name,Admission Number,File Name\n1,Aarav Sharma,SVPS/2025/0001,tc 1.pdf\n2,Priya Verma,SVPS/2025/0002,\n";
    const { status, body } = await bulk(csv, [
      file("tc 1.pdf", tinyPdf("one")),
      file("SVPS-2025-0002.pdf", tinyPdf("two")),
    ]);
    expect(status).toBe(200);
    expect(body.badLines).toEqual([]);
    expect(body.columns).toEqual([
      { column: 3, header: "Admission Number", readAs: "the admission number" },
      { column: 2, header: "Student Name", readAs: "the student's name" },
      { column: 4, header: "File Name", readAs: "the file name" },
    ]);
    expect(body.matched.map((entry: { admission: string; file: string }) => [entry.admission, entry.file])).toEqual([
      ["SVPS/2025/0001", "tc 1.pdf"],
      ["SVPS/2025/0002", "SVPS-2025-0002.pdf"],
    ]);
    expect(body.unmatchedRows).toEqual([]);
    expect(body.unmatchedFiles).toEqual([]);
    const confirmed = await sendJson("POST", "/certificates/bulk/confirm", { batch: body.batch });
    expect(await confirmed.json()).toEqual({ added: 2, replaced: 0 });
    expect(await lookUp("SVPS/2025/0001", "Aarav Sharma")).toMatch(/^tc\/[0-9a-f]{32}\.pdf$/);
  });

  it("takes the files as one ZIP, folders and archiver clutter ignored", async () => {
    const zip = zipSync({
      "scans/A-10.pdf": tinyPdf("ten"),
      "scans/A-11.jpg": new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
          .jpeg()
          .toBuffer(),
      ),
      "__MACOSX/scans/._A-10.pdf": new Uint8Array([0, 1]),
      "scans/.DS_Store": new Uint8Array([0]),
    });
    const { body } = await bulk("A/10,Ravi Kumar\nA/11,Sita Devi\n", [file("certificates.zip", zip)]);
    expect(body.matched.map((entry: { file: string }) => entry.file)).toEqual(["scans/A-10.pdf", "scans/A-11.jpg"]);
    expect(body.unmatchedFiles).toEqual([]);
    expect((await sendJson("POST", "/certificates/bulk/confirm", { batch: body.batch })).status).toBe(200);
    expect(await lookUp("a/11", "sita devi")).toMatch(/\.jpg$/);
  });

  it("refuses a ZIP entry over 20 MB from its declared size, without unpacking it", async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(tinyPdf("big"));
    const zip = zipSync({ "A-30.pdf": big, "A-31.pdf": tinyPdf("small") });
    const { body } = await bulk("A/30,Ravi Kumar\nA/31,Sita Devi\n", [file("certificates.zip", zip)]);
    expect(body.matched.map((entry: { admission: string }) => entry.admission)).toEqual(["A/31"]);
    expect(body.unmatchedFiles).toEqual([{ file: "A-30.pdf", reason: "The file is larger than 20 MB." }]);
    // Confirmed, the staged batch is gone from the staging folder.
    await sendJson("POST", "/certificates/bulk/confirm", { batch: body.batch });
    expect(fs.readdirSync(path.join(t.config.dataDir, "staging")).filter((name) => name.startsWith("batch-"))).toEqual(
      [],
    );
  });

  it("refuses a ZIP whose entries unpack to more than they declare, naming the first, at once (issue 21)", async () => {
    // Four entries that each declare 1 KB and unpack to 256 MB: a gigabyte, about 9 s of work before.
    const bomb = await deflatedZeros(256);
    const zip = lyingZip(
      ["A-40.pdf", "A-41.pdf", "A-42.pdf", "A-43.pdf"].map((name) => ({ name, declaredSize: 1024, data: bomb })),
    );
    const started = performance.now();
    const { status, body } = await bulk("A/40,Ravi Kumar\nA/41,Sita Devi\n", [file("certificates.zip", zip)]);
    expect(status).toBe(400);
    expect(body.error.fields.files).toBe(
      "In certificates.zip, A-40.pdf unpacks to more than the 1 KB the ZIP says it holds: the ZIP file is damaged " +
        "or was not made by an ordinary archiver. Make the ZIP again, or upload the files themselves.",
    );
    expect(performance.now() - started).toBeLessThan(3000);
    const staging = path.join(t.config.dataDir, "staging");
    const batches = fs.existsSync(staging) ? fs.readdirSync(staging).filter((name) => name.startsWith("batch-")) : [];
    expect(batches).toEqual([]);
  });

  it("takes a ZIP whose sizes are honest however well it compresses", async () => {
    const zip = lyingZip([{ name: "A-50.pdf", declaredSize: 5 + 4 * 1024 * 1024, data: await deflatedZeros(4) }]);
    const { status, body } = await bulk("A/50,Ravi Kumar\n", [file("certificates.zip", zip)]);
    expect(status).toBe(200);
    expect(body.matched.map((entry: { file: string }) => entry.file)).toEqual(["A-50.pdf"]);
  });

  it("names the line of a CSV that cannot be read, and stages nothing", async () => {
    const { body } = await bulk('A/1,"Ravi\n', [file("A-1.pdf", tinyPdf("a"))]);
    expect(body).toEqual({
      ok: false,
      line: 1,
      reason: "A quotation mark is never closed: the file ends inside a quoted field.",
    });
    const staging = path.join(t.config.dataDir, "staging");
    const batches = fs.existsSync(staging) ? fs.readdirSync(staging).filter((name) => name.startsWith("batch-")) : [];
    expect(batches).toEqual([]);
  });

  it("refuses another school's batch or a made-up one", async () => {
    const { body } = await bulk("A/20,Ravi Kumar\n", [file("A-20.pdf", tinyPdf("twenty"))]);
    const elsewhere = await t.app.request("/api/admin/schools/other/certificates/bulk/confirm", {
      method: "POST",
      headers: { ...sameSite, cookie: owner, "content-type": "application/json" },
      body: JSON.stringify({ batch: body.batch }),
    });
    expect(elsewhere.status).toBe(404);
    expect((await sendJson("POST", "/certificates/bulk/confirm", { batch: "0".repeat(32) })).status).toBe(400);
    expect((await sendJson("POST", "/certificates/bulk/confirm", { batch: "../../etc" })).status).toBe(400);
  });
});
