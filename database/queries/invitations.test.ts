import { expect, it } from "vitest";
import { unscoped } from "#database/unscoped";
import { createTestApi } from "#tests/api-fixture";
import { listSchoolInvitations, saveInvitation } from "./invitations";

it("drops a school's invitations that expired unanswered when the school invites again", async () => {
  const t = await createTestApi();
  const invite = (email: string, now: Date) =>
    saveInvitation(t.db, "test", {
      email,
      role: "editor",
      tokenHash: `hash-of-${email}`,
      invitedBy: "owner",
      now,
      expiresAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000),
    });
  await invite("old@school.example", new Date("2026-01-01T00:00:00Z"));
  await invite("new@school.example", new Date("2026-03-01T00:00:00Z"));
  const rows = await unscoped(t.db).selectFrom("invitation").select("email").execute();
  expect(rows.map((row) => row.email)).toEqual(["new@school.example"]);
  expect(
    (await listSchoolInvitations(t.db, "test", new Date("2026-03-02T00:00:00Z"))).map((entry) => entry.email),
  ).toEqual(["new@school.example"]);
});
