import type { Db } from "#database/connection";
import { schoolQuotaMb } from "#database/queries/school-quota";

const mebibyte = 1024 * 1024;

/** What a school's uploads may take, in bytes: its own quota when the operator set one, else the platform's. */
export async function quotaBytesOf(db: Db, schoolCode: string, platformQuotaBytes: number): Promise<number> {
  const own = await schoolQuotaMb(db, schoolCode);
  return own === null ? platformQuotaBytes : own * mebibyte;
}
