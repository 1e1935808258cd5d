import type { Context } from "hono";
import { schoolCodePattern } from "#domain/config";

/** The `{school}` path segment, or undefined when it cannot name a school. */
export function schoolParam(c: Context): string | undefined {
  const school = c.req.param("school");
  return school && schoolCodePattern.test(school) ? school : undefined;
}
