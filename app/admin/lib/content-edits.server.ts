/**
 * The admin area's editing (issue 13): the generic editor's operations
 * (server/operations/staff-content.ts), called in the process for the page's school. A loader's
 * read that is refused goes to the error page; an action's refusal comes back for the form to show,
 * with the fields and checks at fault, so nothing the person typed is lost.
 */
import type { ItemPage, ItemRecord, ListQuery, RevisionRecord, TrashItem } from "#domain/editing/editing-records";
import type { Step } from "#server/operations/staff-content";
import { withSlideFiles } from "./hero-slide-files.server";
import type { Caller } from "./school-scope.server";
import { isRefusal, loaded, refusalFields } from "./staff.server";

export type { Step };

/** A refused editing action: its words, and the fields and checks at fault. */
export type EditRefusal = {
  status: number;
  message: string;
  fields: Record<string, string>;
  problems: ItemRecord["problems"];
  signedOut?: boolean;
};

type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: EditRefusal };

/** What an action answers when the session has ended: the form stays, with what was typed. */
export const signedOutRefusal: EditRefusal = {
  status: 401,
  message: "Your session has ended. Sign in again in another tab, then save: what you typed is still here.",
  fields: {},
  problems: [],
  signedOut: true,
};

/** The refusals a form shows; anything else goes to the error page, as a loader's would. */
const shownStatuses = [400, 403, 404, 409, 422];

/** An editing action's outcome: its value, or the refusal the form shows. */
export async function edited<T>(caller: Caller, run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (isRefusal(error) && error.status === 401) return { ok: false, refusal: signedOutRefusal };
    if (isRefusal(error) && shownStatuses.includes(error.status)) {
      const problems = "details" in error ? (error.details.problems ?? []) : [];
      return {
        ok: false,
        refusal: { status: error.status, message: error.message, fields: refusalFields(error), problems },
      };
    }
    // Thrown like a loader's refusal: the error page.
    return loaded(caller.request, () => Promise.reject(error));
  }
}

export function listContent(caller: Caller, kind: string, query: ListQuery): Promise<ItemPage> {
  return loaded(caller.request, () => caller.ops.content.list(kind, query));
}

export async function getItem(caller: Caller, kind: string, id: string): Promise<ItemRecord> {
  // The hero slides' thumbnails need their files' versions (decision 0102).
  return withSlideFiles(caller, await loaded(caller.request, () => caller.ops.content.get(kind, id)));
}

export function createContent(caller: Caller, kind: string, values: Record<string, string>) {
  return edited(caller, () => caller.ops.content.create(kind, { values }));
}

export function saveContent(
  caller: Caller,
  kind: string,
  id: string,
  values: Record<string, string>,
  autosave: boolean,
) {
  return edited(caller, () => caller.ops.content.save(kind, id, { values, autosave }));
}

export function takeStep(caller: Caller, kind: string, id: string, step: Step, body: object = {}) {
  return edited(caller, () => caller.ops.content.step(kind, id, step, body));
}

export function listRevisions(caller: Caller, kind: string, id: string) {
  return loaded(caller.request, () => caller.ops.content.revisions(kind, id));
}

export function getRevision(caller: Caller, kind: string, id: string, revision: string): Promise<RevisionRecord> {
  return loaded(caller.request, () => caller.ops.content.revision(kind, id, revision));
}

export function restoreRevision(caller: Caller, kind: string, id: string, revision: string) {
  return edited(caller, () => caller.ops.content.restoreRevision(kind, id, revision));
}

export function getTrash(caller: Caller): Promise<TrashItem[]> {
  return loaded(caller.request, () => caller.ops.content.trash());
}

export function getReview(caller: Caller) {
  return loaded(caller.request, () => caller.ops.content.review());
}

/**
 * A photo chosen in a photo field, through the one photo pipeline (upright, at most 2560 px, no
 * location; decision 0080), as the file fields' uploads are. Its stored path, or what is wrong with it.
 */
export async function uploadPhoto(
  caller: Caller,
  file: File,
): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { file: stored } = await caller.ops.media.upload("photo", file.name, bytes);
    return { ok: true, path: stored.path };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { ok: false, message: error.status === 401 ? signedOutRefusal.message : error.message };
  }
}
