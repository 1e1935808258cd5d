import type { z } from "zod";
import type { moveForm } from "./admin-forms";
import { takeStep } from "./content-edits.server";
import type { Caller } from "./school-scope.server";

/** A row moved in a list ordered by hand (the direct workflow's faculty): what the list says, and where it went. */
export async function moveItem(caller: Caller, kindName: string, { id, to, direction }: z.output<typeof moveForm>) {
  const moved = await takeStep(caller, kindName, id, "move", to > 0 ? { to } : { direction });
  if (!moved.ok) return { message: moved.refusal.message };
  const notice =
    to > 0 ? `${moved.value.title} is moved to place ${to}.` : `${moved.value.title} is moved ${direction}.`;
  return { notice, moved: { id: moved.value.id, direction: to > 0 ? ("down" as const) : direction } };
}
