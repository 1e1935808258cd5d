import type { Db } from "#database/connection";
import { forSchool } from "#database/school-scope";

/**
 * A client's failed transfer-certificate look-ups at one school, kept in the database so that
 * every instance counts the same misses (decision 0051). Each change is one transaction that
 * first writes the client's row: that write locks the row on PostgreSQL and takes SQLite's
 * write lock, so two instances (or two requests) can never both read nine misses and both
 * let a tenth through.
 */
export async function updateFailures<R>(
  db: Db,
  schoolCode: string,
  client: string,
  now: number,
  change: (failures: number[]) => { failures: number[]; result: R },
): Promise<R> {
  return forSchool(db, schoolCode).transaction(async (school) => {
    await school
      .insertInto("tc_failure")
      .values({ client, failures_json: "[]", last_at: now })
      .onConflict((conflict) => conflict.column("client").doUpdateSet({ client }))
      .execute();
    const row = await school
      .selectFrom("tc_failure")
      .select(["failures_json", "last_at"])
      .where("client", "=", client)
      .executeTakeFirstOrThrow();
    const { failures, result } = change(parseFailures(row.failures_json));
    await school
      .updateTable("tc_failure")
      .set({ failures_json: JSON.stringify(failures), last_at: Math.max(now, ...failures) })
      .where("client", "=", client)
      .execute();
    return result;
  });
}

function parseFailures(json: string): number[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((time): time is number => typeof time === "number") : [];
}
