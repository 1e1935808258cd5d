import { describe, expect, it } from "vitest";
import { replaceSchoolContent } from "#database/queries/school-content";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { createTestSite } from "#tests/site-context-fixture";
import { createStaff, signIn } from "#tests/staff-fixture";
import { StaffError } from "./staff-error";
import { staffAccess } from "./staff-session";

/**
 * The staff operations check the role themselves (domain/roles.ts), so a loader that calls them
 * cannot skip the check its page makes: what the admin API refused over HTTP, they refuse in-process.
 */
async function setUp() {
  const t = await createTestSite();
  const other = { ...fixtureBundle, profile: { ...fixtureBundle.profile, name: "Other Hill School" } };
  await replaceSchoolContent(t.db, "other", bundleSchema.parse(other), [], []);
  await createStaff(t.app, t.auth, t.db, "owner@school.example", "owner");
  await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
  await createStaff(t.app, t.auth, t.db, "host@platform.example", "operator");
  const visitor = { address: "203.0.113.5", siteSchool: "test", baseUrl: "http://localhost", headers: new Headers() };
  const as = async (email: string) => {
    const cookie = await signIn(t.app, email);
    const staff = await staffAccess(
      t.deps,
      () => visitor,
    )(new Request("http://localhost/admin", { headers: { cookie } }));
    if (!staff) throw new Error(`${email} is not signed in`);
    return staff;
  };
  return { ...t, as };
}

async function refusal(run: () => Promise<unknown>): Promise<Pick<StaffError, "status" | "message"> | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return { status: error.status, message: error.message };
  }
}

const notAllowed = { status: 403, message: "Your role does not allow this." };

describe("the staff operations", () => {
  it("answer undefined for a request with no session", async () => {
    const t = await setUp();
    const visitor = { address: "unknown", siteSchool: "test", baseUrl: "http://localhost", headers: new Headers() };
    expect(await staffAccess(t.deps, () => visitor)(new Request("http://localhost/admin"))).toBeUndefined();
  });

  it("refuse an editor the school's people and its log", async () => {
    const t = await setUp();
    const school = await (await t.as("editor@school.example")).school("test");
    expect(school.role).toBe("editor");
    expect(await refusal(() => school.people())).toEqual(notAllowed);
    expect(await refusal(() => school.invite({ email: "x@school.example", role: "owner" }))).toEqual(notAllowed);
    expect(await refusal(() => school.activity({}))).toEqual(notAllowed);
  });

  it("keep an owner out of a school that is not theirs, and say when there is no such school", async () => {
    const staff = await (await setUp()).as("owner@school.example");
    expect((await (await staff.school("test")).people()).map((member) => member.email)).toContain(
      "owner@school.example",
    );
    expect(await refusal(() => staff.school("other"))).toEqual(notAllowed);
    expect(await refusal(() => staff.school("nowhere"))).toEqual({
      status: 404,
      message: 'There is no school "nowhere".',
    });
  });

  it("keep the platform's work for the operator", async () => {
    const t = await setUp();
    const owner = await t.as("owner@school.example");
    expect(await refusal(() => owner.platform.schools())).toEqual(notAllowed);
    expect(await refusal(() => owner.platform.resetLink({ email: "editor@school.example" }))).toEqual(notAllowed);
    const operator = await t.as("host@platform.example");
    expect((await operator.platform.schools()).map((school) => school.code).sort()).toEqual(["other", "test"]);
    // The operator manages any school's people, as operator.
    expect((await operator.school("other")).role).toBe("operator");
  });
});
