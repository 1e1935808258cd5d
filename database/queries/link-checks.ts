import type { Db } from "#database/connection";
import { forSchool } from "#database/school-scope";

/** What the daily check found of one external link (server/jobs/link-check.ts). */
export type LinkCheckResult = { url: string; ok: boolean; problem: string | null; checkedAt: string };

/** Replaces what is known of a school's links with one check's findings: links no longer in its content go. */
export async function saveLinkChecks(db: Db, schoolCode: string, results: readonly LinkCheckResult[]): Promise<void> {
  await forSchool(db, schoolCode).transaction(async (school) => {
    await school.deleteFrom("link_check").execute();
    if (results.length === 0) return;
    await school
      .insertInto("link_check")
      .values(
        results.map((result) => ({
          url: result.url,
          ok: result.ok ? 1 : 0,
          problem: result.problem,
          checked_at: result.checkedAt,
        })),
      )
      .execute();
  });
}

/** The links the last check found broken, with why. */
export async function listBrokenLinks(db: Db, schoolCode: string): Promise<{ url: string; problem: string }[]> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("link_check")
    .select(["url", "problem"])
    .where("ok", "=", 0)
    .orderBy("url")
    .execute();
  return rows.map((row) => ({ url: row.url, problem: row.problem ?? "no answer" }));
}
