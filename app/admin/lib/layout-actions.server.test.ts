import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { siteContext } from "#app/load-context";
import type { SiteContent } from "#server/operations/site-content";
import { createTestApi } from "#tests/api-fixture";
import { createStaff, signIn } from "#tests/staff-fixture";
import { headerAction } from "./layout-actions.server";

/** Switches school in the admin header, as the browser's form does, and answers the Set-Cookie line it gets. */
async function switchSchool(publicUrl: string): Promise<string> {
  const t = await createTestApi(publicUrl.startsWith("https://") ? { PUBLIC_URL: publicUrl } : {});
  await createStaff(t.app, t.auth, t.db, "owner@school.example", "owner");
  const cookie = await signIn(t.app, "owner@school.example");
  const context = new RouterContextProvider();
  context.set(siteContext, {
    // The header's actions read no public content.
    content: {} as SiteContent,
    api: async (path, init) => t.app.request(path, init),
    schoolCode: "test",
    timeZone: "Asia/Kolkata",
    publicUrl,
  });
  const form = new FormData();
  form.set("intent", "switch-school");
  form.set("school", "test");
  form.set("back", "/admin/people");
  const request = new Request(`${publicUrl}/admin`, { method: "POST", headers: { cookie }, body: form });
  const answer: unknown = await headerAction(request, context).catch((thrown: unknown) => thrown);
  if (!(answer instanceof Response)) throw new Error("the action did not answer with a redirect");
  expect(answer.headers.get("Location")).toBe("/admin/people");
  return answer.headers.get("Set-Cookie") ?? "";
}

describe("switching school in the admin header", () => {
  it("sets a Secure admin-school cookie when the site is https", async () => {
    const line = await switchSchool("https://school.example.in");
    expect(line).toMatch(/^admin-school=/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
  });

  it("leaves Secure off on a plain http address, where the browser would drop the cookie", async () => {
    const line = await switchSchool("http://localhost");
    expect(line).toMatch(/^admin-school=/);
    expect(line).not.toMatch(/Secure/);
  });
});
