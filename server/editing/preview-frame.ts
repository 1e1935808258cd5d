import type { Context, Hono } from "hono";
import { editableKind, publicPathOf } from "#domain/editing/editable-kinds";
import { itemRecordSchema } from "#domain/editing/editing-records";
import type { AppEnv } from "#server/api/deps";
import type { PreviewOverlay } from "#server/operations/preview";

/** Renders a public page of `school` for `request`, its API calls made with `env`. */
export type RenderPreview = (
  request: Request,
  school: string,
  env: unknown,
  nonce: string | undefined,
) => Promise<Response>;

/** The address of the frame the preview screen shows: admin-only, never cached. */
export const previewFramePrefix = "/admin/preview-frame/";

/**
 * GET /admin/preview-frame/{kind}/{id}?school=CODE (issue 13): the public page that shows the
 * item, rendered by the site itself with the item's draft in place of what is live. The draft
 * is read through the admin API with the visitor's own cookie, so only someone who may open
 * the item sees it; the page is the site's own rendering, so it shows exactly what publishing
 * would. Staff pages are private (no-store, noindex) and only our own pages may frame this one.
 */
export function previewFrame(app: Hono<AppEnv>, render: RenderPreview) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const kind = editableKind(c.req.param("kind") ?? "");
    const id = c.req.param("id") ?? "";
    const school = c.req.query("school") ?? c.get("schoolCode");
    if (!kind || !school) return c.text("Nothing to preview here.", 404);
    const headers = new Headers();
    for (const name of ["cookie", "host", "user-agent"]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const path = `/api/admin/schools/${encodeURIComponent(school)}/content/${kind.name}/${encodeURIComponent(id)}`;
    const answer = await app.request(path, { headers }, c.env);
    if (answer.status === 401) return c.redirect(`/admin/sign-in?next=${encodeURIComponent(c.req.path)}`);
    if (!answer.ok) return c.text("This item cannot be previewed: it is not there, or not yours to see.", 404);
    const item = itemRecordSchema.parse(await answer.json());
    const preview: PreviewOverlay = { school, kind: kind.name, id, data: item.data };
    const env = { ...(c.env as object), preview };
    const publicRequest = new Request(new URL(publicPathOf(kind, id), c.req.url), { headers: c.req.raw.headers });
    return render(publicRequest, school, env, c.get("cspNonce"));
  };
}
