import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

export function registerFaculty(api: ApiApp, { db }: ApiDeps): void {
  api.get("/faculty/all/:school", listHandler(db, "faculty", toRecord.faculty));
}
