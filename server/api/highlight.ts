import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

export function registerHighlights(api: ApiApp, { db }: ApiDeps): void {
  api.get("/highlight/:school", listHandler(db, "highlights", toRecord.highlights));
}
