import type { Hono } from "hono";
import * as records from "#server/operations/staff-records";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";
import { jsonBody } from "./validation";

/** Children's consent (issue 14): the routes over server/operations/staff-records.ts. */
export function registerConsent(school: Hono<AdminEnv>, deps: AdminDeps): void {
  school.get("/consent", (c) =>
    answering(c, async () => c.json({ data: await records.withoutConsent(schoolContextOf(c, deps)) })),
  );
  school.put("/consent/:kind/:id", async (c) => {
    const body = await jsonBody(c);
    const { kind, id } = c.req.param();
    return answering(c, async () => c.json(await records.changeConsent(schoolContextOf(c, deps), kind, id, body)));
  });
}
