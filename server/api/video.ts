import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

export function registerVideos(api: ApiApp, { db }: ApiDeps): void {
  api.get("/video/all/:school", listHandler(db, "videos", toRecord.videos));
}
