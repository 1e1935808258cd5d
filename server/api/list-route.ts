import type { Context } from "hono";
import type { Db } from "../../database/connection";
import { listItems, type StoredItem } from "../../database/queries/lists";
import type { EntityName } from "../../domain/content-schema";
import { schoolParam } from "./school-param";

/**
 * The shape every list endpoint shares: the school from the path, the rows
 * in the promised order, each written as its API record. An unknown or
 * malformed school is simply a school with no content: `[]`.
 */
export function listHandler<E extends EntityName, R>(
  db: Db,
  entity: E,
  toRecord: (item: StoredItem<E>) => R,
  filters: (c: Context) => Array<{ column: string; value: string }> = () => [],
) {
  return async (c: Context) => {
    const school = schoolParam(c);
    if (!school) return c.json([]);
    const items = await listItems(db, entity, school, filters(c));
    return c.json(items.map(toRecord));
  };
}
