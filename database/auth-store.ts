import type { Kysely } from "kysely";
import type { Db } from "./db";
import type { Database } from "./schema";
import { unscoped } from "./unscoped";

/**
 * What better-auth's Kysely adapter needs: the whole database and its dialect. Its tables
 * (auth_*) belong to the platform, not to a school: one person signs in once for all their schools.
 */
export function authStore(db: Db): { db: Kysely<Database>; type: "sqlite" | "postgres" } {
  return { db: unscoped(db), type: db.dialect };
}
