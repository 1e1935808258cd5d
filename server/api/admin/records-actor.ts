import type { Context } from "hono";
import type { NewActivity } from "#database/queries/activity";
import { clientAddress } from "#server/api/client-address";
import type { AdminEnv } from "./guards";

/** Who did it and from where, for the activity log entry of a records change. */
export function actorOf(c: Context<AdminEnv>, trustProxy: number): Pick<NewActivity, "userId" | "actor" | "address"> {
  const staff = c.get("staff");
  return { userId: staff.id, actor: staff.email, address: clientAddress(c, trustProxy) };
}
