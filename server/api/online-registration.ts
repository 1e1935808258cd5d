import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

export function registerOnlineRegistrations(api: ApiApp, { db }: ApiDeps): void {
  api.get("/onlineRegistration/:school", listHandler(db, "onlineRegistrations", toRecord.onlineRegistrations));
}
