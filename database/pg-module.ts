import { createRequire } from "node:module";
import type pg from "pg";

let loaded: typeof pg | undefined;

/**
 * The pg driver, loaded when a PostgreSQL database is first opened rather than with this module: an instance on
 * SQLite never needs it (about 10 MB of RSS imported alone; with the AWS SDK loaded late too, an idle server's RSS
 * fell by 3–9 MB, decision 0112). pg is CommonJS, so a synchronous require keeps openPostgres synchronous.
 */
export function pgModule(): typeof pg {
  loaded ??= createRequire(import.meta.url)("pg") as typeof pg;
  return loaded;
}
