import type { Context } from "hono";
import { type ContentKindName, contentKinds } from "#domain/content-kinds";
import type { PublicContent } from "#server/operations/public-content";
import type { ApiApp } from "./deps";
import { schoolParam } from "./school-param";

/**
 * The shape every list endpoint shares: the school from the path, then the kind's list as
 * server/operations/public-content.ts reads it. An unknown or malformed school is simply a
 * school with no content: `[]`.
 */
export function listHandler(content: PublicContent, entity: ContentKindName) {
  return async (c: Context) => {
    const school = schoolParam(c);
    return c.json(school ? await content.list(school, entity) : []);
  };
}

/** Mounts the list handler of every kind at each of its description's paths. */
export function registerListRoutes(api: ApiApp, content: PublicContent): void {
  for (const [entity, kind] of Object.entries(contentKinds)) {
    const handler = listHandler(content, entity as ContentKindName);
    for (const path of kind.paths ?? []) api.get(path, handler);
  }
}
