import { z } from "zod";
import type { ApiApp } from "#server/api/deps";
import { jsonError } from "#server/api/errors";
import type { Clock } from "#server/clock";
import type { EditingDeps } from "./editing-actor";
import { runDueSchedules } from "./scheduler";

const body = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * POST /api/test/clock {now}: sets the server's clock and runs whatever schedules came due,
 * as the scheduler would on its next tick. Mounted only with TEST_CLOCK=on, for browser tests.
 */
export function registerTestClock(api: ApiApp, clock: Clock, deps: Omit<EditingDeps, "now">): void {
  api.post("/test/clock", async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return jsonError(c, 400, "invalid", "Send {now} as an ISO date and time.");
    clock.set(new Date(parsed.data.now));
    const run = await runDueSchedules({ ...deps, now: clock.now });
    return c.json({ now: clock.now().toISOString(), run });
  });
}
