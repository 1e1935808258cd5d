import type { Hono } from "hono";
import { jsonBody } from "#server/api/admin/validation";
import * as platform from "#server/operations/staff-platform";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, staffContextOf } from "./staff-answer";

/**
 * The operator's schools (/api/admin/platform/…) over HTTP: thin adapters over
 * server/operations/staff-platform.ts, which refuses anyone but the operator.
 */
export function registerPlatformSchools(admin: Hono<AdminEnv>, deps: AdminDeps): void {
  const platformRoutes = admin.basePath("/platform");
  const context = (c: Parameters<typeof staffContextOf>[0]) => staffContextOf(c, deps);

  platformRoutes.get("/schools", (c) =>
    answering(c, async () => c.json({ data: await platform.platformSchools(context(c)) })),
  );

  platformRoutes.put("/schools/:code/quota", (c) =>
    answering(c, async () => c.json(await platform.setSchoolQuota(context(c), c.req.param("code"), await jsonBody(c)))),
  );

  platformRoutes.post("/schools", (c) =>
    answering(c, async () => c.json(await platform.createSchool(context(c), await jsonBody(c)), 201)),
  );

  platformRoutes.post("/reset-link", (c) =>
    answering(c, async () => c.json(await platform.platformResetLink(context(c), await jsonBody(c)), 201)),
  );
}
