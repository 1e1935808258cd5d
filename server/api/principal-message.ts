import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

export function registerPrincipalMessages(api: ApiApp, { db }: ApiDeps): void {
  api.get("/principalMessage/:school", listHandler(db, "principalMessages", toRecord.principalMessages));
}
