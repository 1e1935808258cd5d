import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

export function registerNotifications(api: ApiApp, { db }: ApiDeps): void {
  api.get("/notification/:school", listHandler(db, "notifications", toRecord.notifications));
}
