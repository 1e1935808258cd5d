import { type Backend, backendOf, registerBackend } from "./unscoped";

export type Dialect = "sqlite" | "postgres";

/**
 * An open database: SQLite (the embedded default) or PostgreSQL (DATABASE_URL). Opaque on
 * purpose: it runs no SQL itself. Queries live in database/queries and reach a school's rows
 * through forSchool (database/school-scope.ts), which adds the school to every statement.
 */
export class Db {
  constructor(backend: Backend) {
    registerBackend(this, backend);
  }

  get dialect(): Dialect {
    return backendOf(this).dialect;
  }

  /**
   * Changes whenever the content may have changed, in this process or in another instance
   * (decision 0050). The page and API caches compare it on every lookup, so it is synchronous
   * and cheap: one indexed read on SQLite, a number kept up to date by LISTEN on PostgreSQL.
   */
  contentVersion(): string {
    return backendOf(this).contentVersion();
  }

  /** Closes every connection; in-flight queries finish first. */
  destroy(): Promise<void> {
    return backendOf(this).close();
  }
}
