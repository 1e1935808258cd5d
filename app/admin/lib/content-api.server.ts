/**
 * The admin area's calls to the editing API (issue 13), through admin-api.server.ts's `call`,
 * each answer parsed with the schema the server answers with (domain/editing/editing-records.ts).
 */
import { z } from "zod";
import {
  autosaveRecordSchema,
  type ItemPage,
  type ItemRecord,
  itemPageSchema,
  itemRecordSchema,
  itemSummarySchema,
  type ListQuery,
  type RevisionRecord,
  revisionRecordSchema,
  revisionSummarySchema,
  type TrashItem,
  trashItemSchema,
} from "#domain/editing/editing-records";
import { type Caller, call, forwarded, read } from "./admin-api.server";

const segment = encodeURIComponent;
const base = (school: string) => `/api/admin/schools/${segment(school)}`;

export const contentPaths = {
  list: (school: string, kind: string) => `${base(school)}/content/${segment(kind)}`,
  item: (school: string, kind: string, id: string) => `${base(school)}/content/${segment(kind)}/${segment(id)}`,
  review: (school: string) => `${base(school)}/review`,
  trash: (school: string) => `${base(school)}/trash`,
};

export async function listContent(caller: Caller, school: string, kind: string, query: ListQuery): Promise<ItemPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : "";
  return read(caller, await call(caller, contentPaths.list(school, kind) + search), itemPageSchema);
}

export async function getItem(caller: Caller, school: string, kind: string, id: string): Promise<ItemRecord> {
  return read(caller, await call(caller, contentPaths.item(school, kind, id)), itemRecordSchema);
}

/** A refused editing action: its words, and the fields and checks at fault. */
export type EditRefusal = {
  status: number;
  message: string;
  fields: Record<string, string>;
  problems: ItemRecord["problems"];
  signedOut?: boolean;
};

const refusalSchema = z.object({
  error: z.object({
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    problems: itemRecordSchema.shape.problems.optional(),
  }),
});

type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: EditRefusal };

/** What an action answers when the session has ended: the form stays, with what was typed. */
export const signedOutRefusal: EditRefusal = {
  status: 401,
  message: "Your session has ended. Sign in again in another tab, then save: what you typed is still here.",
  fields: {},
  problems: [],
  signedOut: true,
};

/**
 * An editing action's answer. A refusal comes back for the form to show (nothing the person
 * typed is lost); a signed-out session, too, rather than a redirect that would leave the page.
 */
async function outcome<S extends z.ZodType>(
  caller: Caller,
  response: Response,
  schema: S,
): Promise<Outcome<z.infer<S>>> {
  if (response.status === 401) return { ok: false, refusal: signedOutRefusal };
  if ([400, 403, 404, 409, 422].includes(response.status)) {
    const body = refusalSchema.safeParse(await response.json().catch(() => ({})));
    const error = body.success ? body.data.error : { message: `The server answered ${response.status}.` };
    return {
      ok: false,
      refusal: {
        status: response.status,
        message: error.message,
        fields: ("fields" in error && error.fields) || {},
        problems: ("problems" in error && error.problems) || [],
      },
    };
  }
  return { ok: true, value: await read(caller, response, schema) };
}

export async function createContent(caller: Caller, school: string, kind: string, values: Record<string, string>) {
  const response = await call(caller, contentPaths.list(school, kind), { method: "POST", body: { values } });
  return outcome(caller, response, z.object({ id: z.string() }));
}

export async function saveContent(
  caller: Caller,
  school: string,
  kind: string,
  id: string,
  values: Record<string, string>,
  autosave: boolean,
) {
  const response = await call(caller, contentPaths.item(school, kind, id), {
    method: "PUT",
    body: { values, autosave },
  });
  return outcome(caller, response, autosave ? autosaveRecordSchema : itemRecordSchema);
}

export type Step = "submit" | "publish" | "unpublish" | "trash" | "restore" | "send-back" | "schedule" | "move";

export async function takeStep(
  caller: Caller,
  school: string,
  kind: string,
  id: string,
  step: Step,
  body: object = {},
) {
  const response = await call(caller, `${contentPaths.item(school, kind, id)}/${step}`, { method: "POST", body });
  return outcome(caller, response, itemRecordSchema);
}

export async function listRevisions(caller: Caller, school: string, kind: string, id: string) {
  const path = `${contentPaths.item(school, kind, id)}/revisions`;
  return (await read(caller, await call(caller, path), z.object({ data: revisionSummarySchema.array() }))).data;
}

export async function getRevision(
  caller: Caller,
  school: string,
  kind: string,
  id: string,
  revision: string,
): Promise<RevisionRecord> {
  const path = `${contentPaths.item(school, kind, id)}/revisions/${segment(revision)}`;
  return read(caller, await call(caller, path), revisionRecordSchema);
}

export async function restoreRevision(caller: Caller, school: string, kind: string, id: string, revision: string) {
  const path = `${contentPaths.item(school, kind, id)}/revisions/${segment(revision)}/restore`;
  return outcome(caller, await call(caller, path, { method: "POST", body: {} }), itemRecordSchema);
}

export async function getTrash(caller: Caller, school: string): Promise<TrashItem[]> {
  return (
    await read(caller, await call(caller, contentPaths.trash(school)), z.object({ data: trashItemSchema.array() }))
  ).data;
}

export async function getReview(caller: Caller, school: string) {
  const schema = z.object({ data: itemSummarySchema.extend({ kind: z.string() }).array() });
  return (await read(caller, await call(caller, contentPaths.review(school)), schema)).data;
}

/**
 * A photo chosen in a photo field, sent as the file fields' uploads are: through the photo
 * upload route and its pipeline (upright, at most 2560 px, no location; decision 0080). Its
 * stored path, or the route's words for what is wrong with it.
 */
export async function uploadPhoto(
  caller: Caller,
  school: string,
  file: File,
): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  const headers = forwarded(caller.request, false);
  headers.set("content-type", "application/octet-stream");
  headers.set("x-file-name", encodeURIComponent(file.name));
  const url = new URL(`${base(school)}/media/photos`, caller.request.url).href;
  const response = await caller.site.api(url, { method: "POST", headers, body: await file.arrayBuffer() });
  const body = (await response.json().catch(() => ({}))) as {
    file?: { path?: unknown };
    error?: { message?: unknown };
  };
  if (response.ok && typeof body.file?.path === "string") return { ok: true, path: body.file.path };
  if (response.status === 401) return { ok: false, message: signedOutRefusal.message };
  const message =
    typeof body.error?.message === "string" ? body.error.message : `The server answered ${response.status}.`;
  return { ok: false, message };
}
