import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import * as subscribersCsv from "#app/admin/routes/alerts-subscribers.tsx";
import * as contentEdit from "#app/admin/routes/content-edit.tsx";
import * as contentList from "#app/admin/routes/content-list.tsx";
import * as layout from "#app/admin/routes/layout.tsx";
import { listActivity } from "#database/queries/activity";
import { createTestSite } from "#tests/site-context-fixture";
import { createStaff, signIn } from "#tests/staff-fixture";

/**
 * The generic editor's and the alerts' admin pages call the school's operations in the process
 * (decision 0095), not the editing API: one session lookup for a page and for a save, as for the
 * people page (one-session-lookup.server.test.ts). Through the editing API they made two: the page's,
 * and the API guard's for each call.
 */
const routes = [
  {
    id: "admin",
    path: "/admin",
    loader: layout.loader,
    children: [
      { id: "list", path: "content/:kind", loader: contentList.loader },
      { id: "edit", path: "content/:kind/:id", loader: contentEdit.loader, action: contentEdit.action },
    ],
  },
];

async function signedInSite(email = "editor@school.example", role: "editor" | "owner" = "editor") {
  const t = await createTestSite();
  await createStaff(t.app, t.auth, t.db, email, role);
  const cookie = await signIn(t.app, email);
  const lookups = vi.spyOn(t.auth.api, "getSession");
  return { ...t, cookie, lookups };
}

describe("the generic editor's pages", () => {
  it("list a kind's items with one session lookup", async () => {
    const t = await signedInSite();
    const request = new Request("http://localhost/admin/content/news", { headers: { cookie: t.cookie } });
    const answer = await createStaticHandler(routes as never).query(request, { requestContext: t.contextFor(request) });
    const { loaderData, errors } = answer as StaticHandlerContext;
    expect(errors).toBeNull();
    expect(loaderData.list.page.total).toBeGreaterThan(0);
    expect(t.lookups).toHaveBeenCalledTimes(1);
  });

  it("save a draft from the edit screen with one session lookup, and show it on the screen", async () => {
    const t = await signedInSite();
    const listed = new Request("http://localhost/admin/content/news", { headers: { cookie: t.cookie } });
    const page = (await createStaticHandler(routes as never).query(listed, {
      requestContext: t.contextFor(listed),
    })) as StaticHandlerContext;
    const item = page.loaderData.list.page.data[0] as { id: string };
    t.lookups.mockClear();

    const form = new FormData();
    form.set("intent", "save");
    form.set("title", "Sports day moved to Friday");
    form.set("fromDate", "2026-11-20");
    form.set("description", "<p>Rain.</p>");
    form.set("attachments", "[]");
    const request = new Request(`http://localhost/admin/content/news/${item.id}`, {
      method: "POST",
      headers: { cookie: t.cookie },
      body: form,
    });
    const answer = await contentEdit.action({
      request,
      context: t.contextFor(request),
      params: { kind: "news", id: item.id },
    } as never);
    expect(answer).toMatchObject({ intent: "save", notice: expect.stringContaining("Draft saved") });
    expect(t.lookups).toHaveBeenCalledTimes(1);
    const edit = new Request(`http://localhost/admin/content/news/${item.id}`, { headers: { cookie: t.cookie } });
    const screen = (await createStaticHandler(routes as never).query(edit, {
      requestContext: t.contextFor(edit),
    })) as StaticHandlerContext;
    expect(screen.loaderData.edit.item).toMatchObject({ title: "Sports day moved to Friday", hasChanges: true });
  });
});

describe("the owner's CSV of alert subscribers", () => {
  it("is a file of the admin area, logged; an editor is refused it", async () => {
    const owner = await signedInSite("owner@school.example", "owner");
    const request = new Request("http://localhost/admin/alerts/subscribers.csv", {
      headers: { cookie: owner.cookie },
    });
    const answer = await subscribersCsv.loader({ request, context: owner.contextFor(request), params: {} } as never);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="alert-subscribers-test.csv"');
    const [entry] = await listActivity(owner.db, "test", { limit: 1 });
    expect(entry).toMatchObject({ actor: "owner@school.example", kind: "alerts", target: "subscribers" });

    await createStaff(owner.app, owner.auth, owner.db, "editor@school.example", "editor");
    const cookie = await signIn(owner.app, "editor@school.example");
    const asEditor = new Request("http://localhost/admin/alerts/subscribers.csv", { headers: { cookie } });
    const refused = await subscribersCsv
      .loader({ request: asEditor, context: owner.contextFor(asEditor), params: {} } as never)
      .catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ init: { status: 403 } });
  });
});
