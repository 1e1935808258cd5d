import type { Db } from "#database/connection";
import { listHosts } from "#database/queries/platform";
import type { Config } from "#domain/config";

/**
 * The address a school's alert mails link to: PUBLIC_URL for the school it names (SCHOOL_CODE),
 * else the school's first registered host over https, else PUBLIC_URL or this machine (a school
 * network without a name, a test).
 */
export async function schoolOrigin(
  db: Db,
  config: Pick<Config, "publicUrl" | "port" | "schoolCode">,
  school: string,
): Promise<string> {
  if (config.publicUrl && school === config.schoolCode) return new URL(config.publicUrl).origin;
  const host = (await listHosts(db)).find((entry) => entry.schoolCode === school);
  if (host) return `https://${host.host}`;
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return `http://localhost:${config.port}`;
}
