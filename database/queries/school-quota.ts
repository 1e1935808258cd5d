import type { Db } from "#database/connection";
import { forSchool } from "#database/school-scope";

/**
 * The operator's storage quota of one school (migration 0010), in MB; null when it has none of its
 * own and the platform's STORAGE_QUOTA_MB applies. Not content: changing it moves no version.
 */
export async function schoolQuotaMb(db: Db, schoolCode: string): Promise<number | null> {
  const row = await forSchool(db, schoolCode).selectFrom("school").select("storage_quota_mb").executeTakeFirst();
  return row?.storage_quota_mb === null || row?.storage_quota_mb === undefined ? null : Number(row.storage_quota_mb);
}

/** Sets it (null: back to the platform's); false when there is no such school. */
export async function setSchoolQuotaMb(db: Db, schoolCode: string, quotaMb: number | null): Promise<boolean> {
  const result = await forSchool(db, schoolCode)
    .updateTable("school")
    .set({ storage_quota_mb: quotaMb })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
