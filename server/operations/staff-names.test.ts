import { describe, expect, it } from "vitest";
import { createTestSite } from "#tests/site-context-fixture";
import { createStaff, signIn, signInRequest } from "#tests/staff-fixture";
import { StaffError } from "./staff-error";
import { accountAccess, staffAccess } from "./staff-session";

/**
 * Names, not e-mails (issue 23): a person's own name on their account, the name an invitation's
 * person gives, and the activity log naming people by their names with the address as the detail.
 */
async function setUp() {
  const t = await createTestSite();
  await createStaff(t.app, t.auth, t.db, "office.clerk@school.example", "owner");
  const visitorOf = (cookie = "") => ({
    address: "203.0.113.5",
    siteSchool: "test",
    baseUrl: "http://localhost",
    headers: new Headers(cookie ? { cookie } : {}),
  });
  const as = async (email: string) => {
    const cookie = await signIn(t.app, email);
    const request = new Request("http://localhost/admin", { headers: { cookie } });
    const staff = await staffAccess(t.deps, () => visitorOf(cookie))(request);
    if (!staff) throw new Error(`${email} is not signed in`);
    return staff;
  };
  const account = accountAccess(t.deps, () => visitorOf())(new Request("http://localhost/admin/invitation"));
  return { ...t, as, account };
}

async function fieldsOf(run: () => Promise<unknown>): Promise<Record<string, string> | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return error.fields;
  }
}

describe("a person's name", () => {
  it("is theirs to change on their account, in any script; the log says so and names them by it", async () => {
    const t = await setUp();
    const clerk = await t.as("office.clerk@school.example");
    expect((await clerk.me()).user.name).toBe("office.clerk");
    expect(await clerk.rename({ name: "  कविता शर्मा " })).toEqual({ name: "कविता शर्मा" });
    const again = await t.as("office.clerk@school.example");
    expect((await again.me()).user.name).toBe("कविता शर्मा");

    const log = await (await again.school("test")).activity({ kind: "user" });
    expect(log.data[0]).toMatchObject({
      actor: "office.clerk@school.example",
      actorName: "कविता शर्मा",
      action: "changed their name from “office.clerk” to “कविता शर्मा”",
    });
  });

  it("refuses an empty name and one over 80 characters, saying why beside the field", async () => {
    const t = await setUp();
    const clerk = await t.as("office.clerk@school.example");
    expect(await fieldsOf(() => clerk.rename({ name: "  " }))).toEqual({ name: "Enter a name." });
    expect(await fieldsOf(() => clerk.rename({ name: "k".repeat(81) }))).toEqual({
      name: "Keep the name to 80 characters or fewer.",
    });
    const school = await clerk.school("test");
    expect(
      await fieldsOf(() => school.invite({ email: "x@school.example", name: "k".repeat(81), role: "editor" })),
    ).toEqual({ name: "Keep the name to 80 characters or fewer." });
  });

  it("is the one the invited person gives when they accept, else the owner's; the log names both", async () => {
    const t = await setUp();
    const owner = await t.as("office.clerk@school.example");
    await owner.rename({ name: "Kavita Sharma" });
    const school = await (await t.as("office.clerk@school.example")).school("test");
    const invited = await school.invite({ email: "meena@school.example", name: "Meena Iyer", role: "editor" });
    const kept = await school.invite({ email: "arjun@school.example", name: "Arjun Menon", role: "editor" });
    const token = (link?: { link: string }) => new URL(link?.link ?? "").searchParams.get("token") ?? "";
    expect(await t.account.openInvitation(token(invited.link))).toMatchObject({ name: "Meena Iyer" });

    const password = "a long staff password";
    await t.account.takeUpInvitation({ token: token(invited.link), name: "मीना अय्यर", password, confirm: password });
    await t.account.takeUpInvitation({ token: token(kept.link), password, confirm: password });
    const names = (await school.people()).map((person) => [person.email, person.name]);
    expect(names).toContainEqual(["meena@school.example", "मीना अय्यर"]);
    expect(names).toContainEqual(["arjun@school.example", "Arjun Menon"]);

    const log = await school.activity({});
    const accepted = log.data.find(
      (entry) => entry.target === "meena@school.example" && entry.action.startsWith("accepted"),
    );
    expect(accepted).toMatchObject({ actorName: "मीना अय्यर", targetName: "मीना अय्यर" });
    const invitation = log.data.find(
      (entry) => entry.target === "meena@school.example" && entry.action.startsWith("invited"),
    );
    expect(invitation).toMatchObject({ actor: "office.clerk@school.example", actorName: "Kavita Sharma" });
    // A failed sign-in's typed address names no account: it is shown as it was typed.
    await t.app.request("/api/auth/sign-in/email", signInRequest("nobody@school.example", "not a password at all"));
    const failed = (await school.activity({})).data.find((entry) => entry.actor === "nobody@school.example");
    expect(failed).toBeDefined();
    expect(failed?.actorName).toBeUndefined();
  });
});
