import type { Kysely } from "kysely";
import type { Backend } from "./database-types";
import type { Db } from "./db";
import type { Database } from "./schema";

/**
 * The registry of what stands behind each open Db (database-types.ts, Backend). Only the few
 * modules that must see across schools import this (biome.json lists them): opening and
 * migrating, the school scope itself, the platform's registry of schools and hosts, the content
 * version and the backup. Everything else reaches a school's rows through forSchool
 * (school-scope.ts).
 */

const backends = new WeakMap<Db, Backend>();

export function registerBackend(db: Db, backend: Backend): void {
  backends.set(db, backend);
}

export function backendOf(db: Db): Backend {
  const backend = backends.get(db);
  if (!backend) throw new Error("Not an open database");
  return backend;
}

/** Every table, no school filter: for the modules listed above only. */
export function unscoped(db: Db): Kysely<Database> {
  return backendOf(db).kysely;
}
