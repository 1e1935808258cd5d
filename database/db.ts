import type { ContentChanges } from "./content-changes";
import type { Backend, Dialect } from "./database-types";

/** The parts of its backend a Db answers for itself; the Kysely instance is not among them. */
type OwnParts = Pick<Backend, "dialect" | "contentVersion" | "contentChangesSince" | "close">;

/**
 * An open database: SQLite (the embedded default) or PostgreSQL (DATABASE_URL). Opaque on
 * purpose: it runs no SQL itself. Queries live in database/queries and reach a school's rows
 * through forSchool (database/school-scope.ts), which adds the school to every statement.
 * connection.ts opens it and registers its backend with database/unscoped.ts.
 */
export class Db {
  // A private field, so the handle gives no way to the Kysely instance behind it.
  readonly #own: OwnParts;

  constructor(own: OwnParts) {
    this.#own = {
      dialect: own.dialect,
      contentVersion: own.contentVersion,
      contentChangesSince: own.contentChangesSince,
      close: own.close,
    };
  }

  get dialect(): Dialect {
    return this.#own.dialect;
  }

  /**
   * Changes whenever the content may have changed, in this process or in another instance
   * (decision 0050). The page and API caches compare it on every lookup, so it is synchronous
   * and cheap: one indexed read on SQLite, a number kept up to date by LISTEN on PostgreSQL.
   */
  contentVersion(): string {
    return this.#own.contentVersion();
  }

  /**
   * Which schools' content moved between two numbers `contentVersion` returned, or everything
   * (a school added or removed, a host name, a gap): the caches empty only those schools' entries
   * (decision 0083). Synchronous, and asked only when the version moved: one indexed read on
   * SQLite, a look at what LISTEN delivered on PostgreSQL.
   */
  contentChangesSince(from: string, to: string): ContentChanges {
    return this.#own.contentChangesSince(from, to);
  }

  /** Closes every connection; in-flight queries finish first. */
  destroy(): Promise<void> {
    return this.#own.close();
  }
}
