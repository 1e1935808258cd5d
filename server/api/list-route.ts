import type { Context } from "hono";
import type { Db } from "#database/connection";
import { listItems } from "#database/queries/lists";
import type { AnyContentKind } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import type { ApiApp, ApiDeps } from "./deps";
import { withPreview } from "./preview";
import { listRecordWriter } from "./records";
import { schoolParam } from "./school-param";
import { withheldPhotoFilter } from "./withheld-photos";

/**
 * The shape every list endpoint shares: the school from the path, the items
 * in the order the kind's description promises, each written as its API
 * record. An unknown or malformed school is simply a school with no content: `[]`.
 */
export function listHandler<K extends AnyContentKind>(
  db: Db,
  entity: string,
  kind: K,
  /** The school's zone, for "today" (a kind's `match`): one for every school, or read per school. */
  timeZone: string | ((schoolCode: string) => Promise<string>),
  now: () => Date = () => new Date(),
) {
  const toRecord = listRecordWriter(kind);
  return async (c: Context) => {
    const school = schoolParam(c);
    if (!school) return c.json([]);
    const match = kind.match
      ? kind.match({ timeZone: typeof timeZone === "string" ? timeZone : await timeZone(school), now: now() })
      : undefined;
    const [items, shown] = await Promise.all([listItems(db, kind, school, match), withheldPhotoFilter(db, school)]);
    return c.json(
      withPreview(c, school, entity, kind, items).map((item) =>
        toRecord(shown(kind.present ? kind.present(item) : item)),
      ),
    );
  };
}

/** Mounts the list handler of every kind at each of its description's paths. */
export function registerListRoutes(api: ApiApp, { db, timeZoneOf }: ApiDeps, now: () => Date = () => new Date()): void {
  for (const [entity, kind] of Object.entries(contentKinds)) {
    // Each school's own zone: at one instant, a birthday is today in Dubai and already past in Auckland.
    const handler = listHandler(db, entity, kind, timeZoneOf, now);
    for (const path of kind.paths ?? []) api.get(path, handler);
  }
}
