import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { deleteEntry, findEntry, listScheduledEntries, listTrashedBefore, saveEntry } from "#database/queries/editing";
import { listSchoolCodes } from "#database/queries/platform";
import { forSchool } from "#database/school-scope";
import { editableKind } from "#domain/editing/editable-kinds";
import { dueAction, trashDays, trashExpired } from "#domain/editing/entry-status";
import type { EditingActor, EditingDeps } from "./editing-actor";
import { EditingError } from "./editing-error";
import { unpublishItem } from "./take-down";
import { publishItem } from "./transitions";

/** Who the log names for what a schedule did. */
const schedulerActor: EditingActor = { userId: null, email: "scheduler", address: "local", role: undefined };

export type ScheduleRun = { published: number; unpublished: number; refused: number; purged: number };

/**
 * Carries out every schedule that has come due at `now`, in every school, and empties what the
 * trash has kept longer than 30 days. A scheduled publish that no longer passes its checks
 * (someone changed the draft since) stays a draft, and the log says why.
 */
export async function runDueSchedules(deps: EditingDeps): Promise<ScheduleRun> {
  const now = deps.now();
  const run: ScheduleRun = { published: 0, unpublished: 0, refused: 0, purged: 0 };
  for (const school of await listSchoolCodes(deps.db)) {
    for (const entry of await listScheduledEntries(deps.db, school, now.toISOString())) {
      const kind = editableKind(entry.kind);
      const action = kind && dueAction(entry, now);
      if (!kind || !action) continue;
      const editing = { deps, school, kind, actor: schedulerActor };
      try {
        if (action === "publish") {
          await publishItem(editing, entry.id, "published on schedule");
          run.published++;
        } else {
          await unpublishItem(editing, entry.id, "unpublished on schedule");
          run.unpublished++;
        }
      } catch (error) {
        if (!(error instanceof EditingError)) throw error;
        run.refused++;
        await refusedSchedule(deps.db, school, entry.kind, entry.id, entry.title, error.message, now);
      }
    }
    // Asked of the database, not read whole: this runs for every school every 30 seconds.
    const cutoff = new Date(now.getTime() - trashDays * 24 * 60 * 60 * 1000).toISOString();
    for (const entry of await listTrashedBefore(deps.db, school, cutoff)) {
      if (!entry.deletedAt || !trashExpired(entry.deletedAt, now)) continue;
      await forSchool(deps.db, school).transaction((scoped) => deleteEntry(scoped, entry.kind, entry.id));
      run.purged++;
    }
  }
  return run;
}

/** A refused scheduled publish: its schedule is cleared (it would fail every minute) and logged. */
async function refusedSchedule(
  db: Db,
  school: string,
  kind: string,
  id: string,
  title: string,
  why: string,
  now: Date,
) {
  const entry = await findEntry(db, school, kind, id);
  if (entry) await saveEntry(forSchool(db, school), { ...entry, publishAt: null });
  await recordActivity(db, school, {
    userId: null,
    actor: schedulerActor.email,
    kind,
    target: title,
    action: `scheduled publish refused: ${why}`,
    address: schedulerActor.address,
    at: now.toISOString(),
  });
}

/** Runs the schedules every `everyMs` until stopped; one run at a time. */
export function startScheduler(deps: EditingDeps, everyMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDueSchedules(deps);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
