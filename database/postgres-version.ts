import pg from "pg";
import { versionChannelPrefix } from "./content-version";

/**
 * The content version of a PostgreSQL database as a number this process keeps up to date,
 * since the caches read it synchronously on every lookup (decision 0050):
 *
 * - LISTEN on the schema's channel: every content write sends its new number with NOTIFY
 *   (database/content-version.ts), delivered when it commits;
 * - this process's own writes note their number as soon as they commit;
 * - a read of the version row every `pollMs`, in case the listening connection dropped a
 *   notification while it was reconnecting.
 *
 * Any change of the number empties the caches, so a late or repeated number only costs a
 * refill. Started on the first read, so a command that never caches opens no extra connection.
 */
export class PostgresVersionWatcher {
  private version = "starting";
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
    return this.version;
  }

  note(version: number): void {
    if (Number.isFinite(version)) this.version = String(version);
  }

  private start(): void {
    this.started = true;
    void this.listen();
    this.poll = setInterval(() => void this.refresh(), this.pollMs);
    this.poll.unref();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => this.note(Number(message.payload)));
    client.on("error", () => this.reconnect(client));
    client.on("end", () => this.reconnect(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>("select current_schema() as schema");
      const channel = `${versionChannelPrefix}${rows[0]?.schema ?? "public"}`;
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
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
      const { rows } = await this.pool.query<{ version: number }>("select version from content_version where id = 1");
      if (rows[0]) this.note(Number(rows[0].version));
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
