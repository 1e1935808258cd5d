import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "#database/connection";
import { listActivity } from "#database/queries/activity";
import { replaceSchoolContent } from "#database/queries/school-content";
import { listMembers } from "#database/queries/staff";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { runAdmin } from "./admin-cli";

let dataDir: string;
let lines: { out: string[]; err: string[] };
const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "3000" });
const io = (settings: Record<string, string> = env()) => ({
  env: settings,
  out: (l: string) => lines.out.push(l),
  err: (l: string) => lines.err.push(l),
});

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
  lines = { out: [], err: [] };
  const db = openDatabase(path.join(dataDir, "school.db"));
  await migrateToLatest(db);
  await replaceSchoolContent(db, "demo", bundleSchema.parse(fixtureBundle), [], []);
  await db.destroy();
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run admin -- create-user", () => {
  it("makes the first owner, named in any script, and prints a one-time link to set the password", async () => {
    const code = await runAdmin(
      [
        "create-user",
        "--email",
        "Principal@School.example",
        "--name",
        " मीना अय्यर ",
        "--role",
        "owner",
        "--school",
        "demo",
      ],
      io(),
    );
    expect(lines.err).toEqual([]);
    expect(code).toBe(0);
    expect(lines.out[0]).toBe("Created मीना अय्यर (principal@school.example), owner of demo.");
    expect(lines.out[2]).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=\w{20,}$/);
    const db = openDatabase(path.join(dataDir, "school.db"));
    expect((await listMembers(db, "demo")).map((m) => [m.name, m.email, m.role])).toEqual([
      ["मीना अय्यर", "principal@school.example", "owner"],
    ]);
    expect((await listActivity(db, "demo", { limit: 5 }))[0]).toMatchObject({
      actor: "command line",
      action: "created as owner",
    });
    await db.destroy();
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("uses PUBLIC_URL for the link when it is set", async () => {
    await runAdmin(
      ["create-user", "--email", "op@platform.example", "--name", "Platform Operator", "--role", "operator"],
      io({ ...env(), PUBLIC_URL: "https://schools.example.in" }),
    );
    expect(lines.out[0]).toBe("Created Platform Operator (op@platform.example), operator of the platform.");
    expect(lines.out[2]).toMatch(/^https:\/\/schools\.example\.in\/admin\/set-password\?token=/);
  });

  it.each([
    [["create-user", "--role", "owner", "--school", "demo"], "--email needs an e-mail address."],
    [
      ["create-user", "--email", "a@b.example", "--role", "boss", "--school", "demo"],
      "--role must be one of owner, editor, contributor, operator.",
    ],
    [["create-user", "--email", "a@b.example", "--role", "editor"], "--school is needed for a school role."],
    [["create-user", "--email", "a@b.example", "--role", "editor", "--school", "nope"], 'There is no school "nope".'],
    [["create-user", "--email", "a@b.example", "--password", "secret"], "Unknown option '--password'"],
    [
      ["create-user", "--email", "office.clerk@b.example", "--role", "editor", "--school", "demo"],
      '--name is needed for a new account: the name the admin area greets office.clerk@b.example by and the activity log shows, like --name "Meena Iyer".',
    ],
    [
      ["create-user", "--email", "a@b.example", "--name", "  ", "--role", "editor", "--school", "demo"],
      "--name: Enter a name.",
    ],
    [
      ["create-user", "--email", "a@b.example", "--name", "x".repeat(81), "--role", "editor", "--school", "demo"],
      "--name: Keep the name to 80 characters or fewer.",
    ],
  ])("refuses %j with a message and the usage", async (args, message) => {
    const code = await runAdmin(args, io());
    expect(code).toBe(2);
    expect(lines.err.join("\n")).toContain(message);
    expect(lines.err.join("\n")).toContain("Usage:");
  });

  it("gives an account that exists a name with --name, and keeps its name without one", async () => {
    const args = ["create-user", "--email", "clerk@school.example", "--role", "editor", "--school", "demo"];
    expect(await runAdmin([...args, "--name", "office clerk"], io())).toBe(0);
    expect(await runAdmin([...args, "--name", "Kavita Sharma"], io())).toBe(0);
    expect(lines.out.at(-3)).toBe("Found Kavita Sharma (clerk@school.example), editor of demo.");
    expect(await runAdmin(args, io())).toBe(0);
    const db = openDatabase(path.join(dataDir, "school.db"));
    expect((await listMembers(db, "demo")).map((m) => m.name)).toEqual(["Kavita Sharma"]);
    await db.destroy();
  });

  it("names the commands when given none", async () => {
    expect(await runAdmin([], io())).toBe(2);
    expect(lines.err.join("\n")).toContain('npm run admin -- create-user --email E --name "NAME" --role');
  });
});
