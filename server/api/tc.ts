import { z } from "zod";
import { findTransferCertificate } from "#database/queries/lists";
import { clientAddress } from "./client-address";
import type { ApiApp, ApiDeps } from "./deps";
import { jsonError } from "./errors";
import { FailureLimiter } from "./failure-limiter";
import { schoolParam } from "./school-param";

export const tcRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  admission: z.string().trim().min(1).max(100),
});

export const tcLimits = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

const badBody =
  'Expected a JSON body {"name": "<student full name>", "admission": "<admission number>"} with both fields filled in.';

/**
 * A miss answers the same `{data: null}` whether the number or the name was
 * wrong, so the form cannot tell a guesser which half was right.
 */
export function registerTransferCertificates(
  api: ApiApp,
  { db, config }: ApiDeps,
  limiter = new FailureLimiter(db, tcLimits),
): void {
  api.post("/tc/:school", async (c) => {
    const client = clientAddress(c, config.trustProxy);
    const school = schoolParam(c);
    // Counted per school (decision 0051); a path that names no school counts under one key of its own.
    const limitKey = school ?? "-";
    // Counted as a miss before the body is read: checked and counted later, requests sent at
    // once (or with their bodies held back) would all pass the check before the first miss was
    // recorded. A match, a malformed body or a failure takes it back; only a miss keeps it.
    const admission = await limiter.admit(limitKey, client);
    if ("retryAfterSeconds" in admission) {
      const retryAfter = admission.retryAfterSeconds;
      c.header("Retry-After", String(retryAfter));
      return jsonError(
        c,
        429,
        "too_many_attempts",
        `Too many unsuccessful attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
      );
    }
    let missed = false;
    try {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return jsonError(c, 400, "bad_request", badBody);
      }
      const parsed = tcRequestSchema.safeParse(body);
      if (!parsed.success) return jsonError(c, 400, "bad_request", badBody);

      const path = school
        ? await findTransferCertificate(db, school, parsed.data.admission, parsed.data.name)
        : undefined;
      if (!path) {
        missed = true;
        return c.json({ data: null });
      }
      return c.json({ data: path });
    } finally {
      if (!missed) await limiter.withdraw(limitKey, client, admission.attempt);
    }
  });
}
