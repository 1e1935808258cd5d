import type pg from "pg";
import { ContentChangeLog, type ContentChanges, type ScopeVersion } from "./content-changes";
import { changedScopesQuery, platformScope, versionChannelPrefix } from "./content-version";
import { pgModule } from "./pg-module";

/**
 * The content version of a PostgreSQL database as a number this process keeps up to date,
 * since the caches read it synchronously on every lookup (decision 0050):
 *
 * - LISTEN on the schema's channel: every content write sends its new number and its scope
 *   (a school, or the platform) with NOTIFY (database/content-version.ts), delivered when it commits;
 * - this process's own writes note their number and scope as soon as they commit;
 * - a read of the scopes that moved every `pollMs`, in case the listening connection dropped a
 *   notification while it was reconnecting.
 *
 * The numbers go through a ContentChangeLog (decision 0083): the version the caches see is the
 * newest one whose every change's scope is known, so they can empty only the schools that moved.
 * Started on the first read, so a command that never caches opens no extra connection.
 */
export class PostgresVersionWatcher {
  private readonly log = new ContentChangeLog();
  private started = false;
  private closed = false;
  private client: pg.Client | undefined;
  private poll: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly pollMs = 2000,
  ) {}

  current(): string {
    if (!this.started) this.start();
    return String(this.log.current() ?? "starting");
  }

  note(version: number, scope: string): void {
    this.log.note(version, scope);
  }

  /** What moved since `from` (a number `current` returned). */
  changesSince(from: string): ContentChanges {
    return this.log.changesSince(Number(from));
  }

  /** A NOTIFY payload, `<version> <scope>`; a bare number (a program from before decision 0083) is the platform's. */
  private notified(payload: string | undefined): void {
    const [version, scope] = (payload ?? "").split(" ", 2);
    this.note(Number(version), scope || platformScope);
  }

  private start(): void {
    this.started = true;
    void this.listen();
    this.poll = setInterval(() => void this.refresh(), this.pollMs);
    this.poll.unref();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new (pgModule().Client)({ connectionString: this.url });
    client.on("notification", (message) => this.notified(message.payload));
    client.on("error", () => this.reconnect(client));
    client.on("end", () => this.reconnect(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>("select current_schema() as schema");
      const channel = `${versionChannelPrefix}${rows[0]?.schema ?? "public"}`;
      await client.query(`listen ${pgModule().escapeIdentifier(channel)}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      // Read after listening: a write that commits in between is then seen one way or the other.
      await this.refresh();
    } catch {
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => {});
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listen();
    }, 1000);
    this.retry.unref();
  }

  private async refresh(): Promise<void> {
    try {
      const since = this.log.current() ?? -1;
      const { rows } = await this.pool.query<ScopeVersion>(changedScopesQuery, [since]);
      const global = rows.find((row) => row.scope === "");
      if (!global) return;
      const scoped = rows.filter((row) => row.scope !== "").map((row) => ({ ...row, version: Number(row.version) }));
      this.log.catchUp(scoped, Number(global.version));
    } catch {
      // Not migrated yet, or the database is away for a moment: the next poll tries again.
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
