import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

/** Ordered by marks parsed from `division`, highest first; unparseable last. */
export function registerToppers(api: ApiApp, { db }: ApiDeps): void {
  api.get("/topper/:school", listHandler(db, "toppers", toRecord.toppers));
}
