import type { Context, Hono } from "hono";
import { jsonError } from "#server/api/errors";
import { EditingError } from "#server/editing/editing-error";
import * as content from "#server/operations/staff-content";
import { StaffError } from "#server/operations/staff-error";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { refusalAnswer, schoolContextOf } from "./staff-answer";
import { jsonBody } from "./validation";

/**
 * The editing API (issue 13) under /api/admin/schools/{school}: /content/{kind}[/{id}[/…]],
 * /trash and /review, for clients outside the admin area. Each route adapts one editing operation
 * (server/operations/staff-content.ts), which checks the role and the input; the admin area's pages
 * call the same operations in the process.
 */
export function registerContent(school: Hono<AdminEnv>, deps: AdminDeps): void {
  /** Runs an operation; a refusal becomes its status and plain words, with the fields and checks at fault. */
  const act = async (c: Context<AdminEnv>, work: (context: ReturnType<typeof schoolContextOf>) => Promise<unknown>) => {
    try {
      const result = await work(schoolContextOf(c, deps));
      return c.json(result ?? { ok: true });
    } catch (error) {
      if (error instanceof StaffError) return refusalAnswer(c, error);
      if (!(error instanceof EditingError)) throw error;
      return c.json({ error: { code: error.code, message: error.message, ...error.details } }, error.status);
    }
  };
  const kind = (c: Context<AdminEnv>) => c.req.param("kind") ?? "";
  const id = (c: Context<AdminEnv>) => c.req.param("id") ?? "";

  school.get("/review", (c) => act(c, async (context) => ({ data: await content.inReview(context) })));
  school.get("/trash", (c) => act(c, async (context) => ({ data: await content.trashed(context) })));
  school.get("/content/:kind", (c) => act(c, (context) => content.listContent(context, kind(c), c.req.query())));
  school.post("/content/:kind", async (c) => {
    const body = await jsonBody(c);
    return act(c, (context) => content.createContent(context, kind(c), body));
  });
  school.get("/content/:kind/:id", (c) => act(c, (context) => content.getItem(context, kind(c), id(c))));
  school.put("/content/:kind/:id", async (c) => {
    const body = await jsonBody(c);
    // A body without a length is a large one, as before (decision 0078).
    const size = Number(c.req.header("content-length") ?? Number.POSITIVE_INFINITY);
    return act(c, (context) => content.saveContent(context, kind(c), id(c), body, size));
  });
  school.post("/content/:kind/:id/:step", async (c) => {
    const body = await jsonBody(c);
    return act(c, (context) => content.takeStep(context, kind(c), id(c), c.req.param("step"), body));
  });
  school.get("/content/:kind/:id/revisions", (c) =>
    act(c, async (context) => ({ data: await content.revisions(context, kind(c), id(c)) })),
  );
  school.get("/content/:kind/:id/revisions/:revision", (c) =>
    act(c, (context) => content.revision(context, kind(c), id(c), c.req.param("revision"))),
  );
  school.post("/content/:kind/:id/revisions/:revision/restore", (c) =>
    act(c, (context) => content.restoreRevision(context, kind(c), id(c), c.req.param("revision"))),
  );

  school.all("/content/*", (c) => jsonError(c, 404, "not_found", "No editing endpoint has that method and path."));
}
