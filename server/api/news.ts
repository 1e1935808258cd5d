import type { ApiApp, ApiDeps } from "./deps";
import { listHandler } from "./list-route";
import { toRecord } from "./records";

/** Both path forms are in use: the home box reads one, the News page the other. */
export function registerNews(api: ApiApp, { db }: ApiDeps): void {
  const handler = listHandler(db, "news", toRecord.news);
  api.get("/news/all/:school", handler);
  api.get("/news/:school", handler);
}
