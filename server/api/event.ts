import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

export function registerEvents(api: ApiApp, { db }: ApiDeps): void {
  const handler = listHandler(db, "events", toRecord.events);
  api.get("/events/All/:school", handler);
  api.get("/events/all/:school", handler);
}
