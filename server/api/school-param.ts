import type { Context } from "hono";
import { schoolCodePattern } from "#domain/config";
import { answerSchoolKey } from "#server/api-cache";

/**
 * The `{school}` path segment, or undefined when it cannot name a school. The answer is then
 * about that school: the API cache keeps it until that school's content moves (decision 0083).
 */
export function schoolParam(c: Context): string | undefined {
  const raw = c.req.param("school");
  const school = raw && schoolCodePattern.test(raw) ? raw : undefined;
  if (school) c.set(answerSchoolKey, school);
  return school;
}
