import type { Db } from "#database/connection";
import { forSchool } from "#database/school-scope";

/**
 * The operator's cap on one school's alert mails a day (migration 0016, decision 0089); null when
 * it has none of its own and the platform's ALERTS_DAILY_CAP applies. Not content: moves no version.
 */
export async function schoolAlertCap(db: Db, schoolCode: string): Promise<number | null> {
  const row = await forSchool(db, schoolCode).selectFrom("school").select("alert_daily_cap").executeTakeFirst();
  return row?.alert_daily_cap === null || row?.alert_daily_cap === undefined ? null : Number(row.alert_daily_cap);
}

/** Sets it (null: back to the platform's); false when there is no such school. */
export async function setSchoolAlertCap(db: Db, schoolCode: string, cap: number | null): Promise<boolean> {
  const result = await forSchool(db, schoolCode).updateTable("school").set({ alert_daily_cap: cap }).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
