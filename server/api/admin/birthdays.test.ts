import { beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
let owner: string;
beforeEach(async () => {
  t = await createTestApi();
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  owner = await signIn(t.app, "principal@school.example");
});

function send(method: string, route: string, body?: unknown, cookie = owner) {
  return t.app.request(`/api/admin/schools/test${route}`, {
    method,
    headers: { ...sameSite, cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The school's birthdays as the admin API lists them. */
async function storedBirthdays(): Promise<Array<{ name: string; date: string; consent: string | null }>> {
  return (await (await send("GET", "/birthdays")).json()).data;
}

const csv = [
  "Name,Class,Date of Birth",
  "Today Child,V-A,21-11-2016",
  "Aarav Sharma,VI-B,21/11/2015",
  "Bad Date,VI-B,31-11-2015",
  "Priya Verma,VII-C,2014-03-04",
].join("\r\n");

describe("birthdays from an ERP's CSV", () => {
  it("previews every row, naming the bad ones by line, and saves nothing", async () => {
    const preview = await (await send("POST", "/birthdays/preview", { csv })).json();
    expect(preview.count).toBe(3);
    expect(preview.problems).toBe(1);
    expect(
      preview.lines.map((entry: { line: number; ok: boolean; reason?: string }) => [
        entry.line,
        entry.ok,
        entry.reason,
      ]),
    ).toEqual([
      [2, true, undefined],
      [3, true, undefined],
      [4, false, '"31-11-2015" is not a day of the calendar.'],
      [5, true, undefined],
    ]);
    // What each way would do: "Other Child" is not in the file, so only a replacement removes it.
    expect(preview.plans).toEqual({
      merge: { added: 2, updated: 0, unchanged: 1 },
      replace: { kept: 1, added: 2, removed: 1, removedByClass: [{ class: "VI-B", count: 1 }] },
    });
    const stored = (await (await send("GET", "/birthdays")).json()).data;
    expect(stored.map((entry: { name: string }) => entry.name).sort()).toEqual(["Other Child", "Today Child"]);
  });

  it("adds and updates by default, matched by name and class, and removes nobody (issue 23)", async () => {
    // One class's file, with a corrected birthday for a student already listed.
    const classFile = "Name,Class,Date of Birth\nToday Child,V-A,22-11-2016\nNew Child,V-A,01-02-2016\n";
    const result = await (await send("POST", "/birthdays/import", { csv: classFile })).json();
    expect(result).toEqual({ mode: "merge", added: 1, updated: 1, unchanged: 0 });
    const stored = await storedBirthdays();
    expect(stored.map((entry) => [entry.name, entry.date, entry.consent])).toEqual([
      ["New Child", "02-01", null],
      ["Other Child", "11-20", null],
      ["Today Child", "11-22", "given"],
    ]);
    const log = (await (await send("GET", "/activity")).json()).data;
    expect(log[0]).toMatchObject({ kind: "birthdays", action: "imported from CSV: 1 added, 1 updated, none removed" });
  });

  it("replaces the school's list when asked, keeping the consent of a student already listed, with no year stored", async () => {
    const result = await (await send("POST", "/birthdays/import", { csv, mode: "replace" })).json();
    expect(result).toEqual({ mode: "replace", kept: 1, added: 2, removed: 1 });
    const stored = await storedBirthdays();
    expect(stored.map((entry) => [entry.name, entry.date, entry.consent])).toEqual([
      ["Priya Verma", "03-04", null],
      ["Aarav Sharma", "11-21", null],
      ["Today Child", "11-21", "given"],
    ]);
    expect(JSON.stringify(stored)).not.toMatch(/2015|2016/);

    // Today (21 November, the fixture's) on the public API: the new student has no consent yet.
    const today = await (await t.app.request("/api/birthdays/test")).json();
    expect(today.map((entry: { name: string }) => entry.name)).toEqual(["Today Child", "Aarav S."]);

    const log = (await (await send("GET", "/activity")).json()).data;
    expect(log[0]).toMatchObject({
      kind: "birthdays",
      action: "imported from CSV, replacing the list: 1 kept, 2 added, 1 removed, 1 bad rows left out",
    });
  });

  it("refuses a file it cannot read, naming the line", async () => {
    const response = await send("POST", "/birthdays/import", { csv: 'a,b,"c\n' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "Line 1: A quotation mark is never closed: the file ends inside a quoted field.",
    );
  });
});

describe("children's consent", () => {
  it("lists the records without consent, and a change shows on the public site at once", async () => {
    const lacking = (await (await send("GET", "/consent")).json()).data;
    // The fixture's toppers have no consent; its one birthday of today has.
    expect(lacking.map((entry: { kind: string; name: string }) => `${entry.kind}:${entry.name}`)).toContain(
      "toppers:Percent",
    );
    expect(lacking.some((entry: { name: string }) => entry.name === "Today Child")).toBe(false);
    const before = await (await t.app.request("/api/topper/test")).json();
    expect(before.find((entry: { _id: string }) => entry._id === "t-95").name).toBe("Percent");

    const fraction = lacking.find((entry: { name: string }) => entry.name === "Fraction");
    expect((await send("PUT", `/consent/toppers/${fraction.id}`, { consent: "given" })).status).toBe(200);
    expect((await (await send("GET", "/content/toppers/t-964")).json()).data.consent).toBe("given");

    expect((await send("PUT", "/consent/birthdays/b-today", { consent: "refused" })).status).toBe(200);
    const today = await (await t.app.request("/api/birthdays/test")).json();
    expect(today).toEqual([{ _id: "b-today", name: "Today C.", class: "V-A", attachments: [] }]);

    const log = (await (await send("GET", "/activity")).json()).data;
    expect(log.slice(0, 2).map((entry: { target: string; action: string }) => [entry.target, entry.action])).toEqual([
      ["Today Child (birthday)", "set to: Consent refused"],
      ["Fraction (topper)", "set to: Consent on file"],
    ]);
  });

  it("refuses an unknown state, kind or record", async () => {
    expect((await send("PUT", "/consent/toppers/t-95", { consent: "yes" })).status).toBe(400);
    expect((await send("PUT", "/consent/news/n-new", { consent: "given" })).status).toBe(404);
    expect((await send("PUT", "/consent/toppers/nobody", { consent: "given" })).status).toBe(404);
  });
});
