import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import * as layout from "#app/admin/routes/layout.tsx";
import * as people from "#app/admin/routes/people.tsx";
import * as root from "#app/root.tsx";
import { createTestSite } from "#tests/site-context-fixture";
import { createStaff, signIn } from "#tests/staff-fixture";

/**
 * Issue 22: an admin page does one session lookup. React Router runs the loaders of every route an
 * address matches (the root, the admin layout, the page) with one context per HTTP request; here
 * they run as its static handler runs them, over the context server/site.ts makes, and better-auth's
 * getSession is counted. Before the staff operations, /admin/people looked the session up 4 times
 * (the layout's and the page's /api/admin/me, then the members and the invitations, each a call to
 * the admin API, whose guard looks the session up again).
 */
const routes = [
  {
    id: "root",
    path: "/",
    loader: root.loader,
    children: [
      {
        id: "admin",
        path: "admin",
        loader: layout.loader,
        children: [{ id: "people", path: "people", loader: people.loader }],
      },
    ],
  },
];

async function signedInSite() {
  const t = await createTestSite();
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  await createStaff(t.app, t.auth, t.db, "teacher@school.example", "editor");
  const cookie = await signIn(t.app, "principal@school.example");
  const lookups = vi.spyOn(t.auth.api, "getSession");
  return { ...t, cookie, lookups };
}

describe("an admin page's request", () => {
  it("looks the session up once for the page (/admin/people), and shows its people", async () => {
    const t = await signedInSite();
    const request = new Request("http://localhost/admin/people", { headers: { cookie: t.cookie } });
    const answer = await createStaticHandler(routes).query(request, { requestContext: t.contextFor(request) });
    const { loaderData, errors } = answer as StaticHandlerContext;
    expect(errors).toBeNull();
    expect(loaderData.people.members.map((member: { email: string }) => member.email).sort()).toEqual([
      "principal@school.example",
      "teacher@school.example",
    ]);
    expect(loaderData.admin.school).toMatchObject({ code: "test", role: "owner" });
    expect(t.lookups).toHaveBeenCalledTimes(1);
  });

  it("looks the session up once for the page's data request (/admin/people.data), where the root's loader stays", async () => {
    const t = await signedInSite();
    const request = new Request("http://localhost/admin/people", { headers: { cookie: t.cookie } });
    // A client navigation asks for the layout's and the page's data: the root does not revalidate (app/root.tsx).
    const answer = await createStaticHandler(routes).query(request, {
      requestContext: t.contextFor(new Request("http://localhost/admin/people.data", request)),
      filterMatchesToLoad: (match) => match.route.id !== "root",
    });
    expect((answer as StaticHandlerContext).errors).toBeNull();
    expect(t.lookups).toHaveBeenCalledTimes(1);
  });

  it("sends a signed-out visitor to sign in after one lookup", async () => {
    const t = await signedInSite();
    const request = new Request("http://localhost/admin/people");
    const answer = await createStaticHandler(routes).query(request, { requestContext: t.contextFor(request) });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/admin/sign-in?next=%2Fadmin%2Fpeople");
    expect(t.lookups).toHaveBeenCalledTimes(1);
  });
});
