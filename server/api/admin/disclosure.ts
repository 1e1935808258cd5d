import type { Hono } from "hono";
import { disclosureHealthOf } from "#server/operations/staff-disclosure";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";

/** The disclosure's health panel and the annual report reminder (issue 25), over server/operations/staff-disclosure.ts. */
export function registerDisclosureHealth(school: Hono<AdminEnv>, deps: AdminDeps): void {
  school.get("/disclosure/health", (c) =>
    answering(c, async () => c.json(await disclosureHealthOf(schoolContextOf(c, deps)))),
  );
}
