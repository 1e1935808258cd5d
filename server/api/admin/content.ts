import type { Context, Hono } from "hono";
import type { z } from "zod";
import { findRevision, listRevisions } from "#database/queries/editing";
import { type EditableKind, editableKind, singleId } from "#domain/editing/editable-kinds";
import {
  listQuerySchema,
  moveInputSchema,
  saveInputSchema,
  scheduleInputSchema,
} from "#domain/editing/editing-records";
import { can } from "#domain/roles";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import {
  createDirect,
  isDirect,
  moveDirect,
  refuseReviewSteps,
  restoreDirect,
  restoreDirectRevision,
  saveDirect,
} from "#server/editing/direct";
import type { EditingActor, EditingDeps } from "#server/editing/editing-actor";
import { EditingError } from "#server/editing/editing-error";
import { HeavySaves, heavySaveBytes } from "#server/editing/heavy-saves";
import { itemRecord, listInReview, listKindItems, listTrash } from "#server/editing/item-views";
import { restoreRevision } from "#server/editing/restore-revision";
import { restoreItem, scheduleItem, trashItem, unpublishItem } from "#server/editing/take-down";
import { createItem, publishItem, saveDraft, sendBack, submitForReview } from "#server/editing/transitions";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { invalid, jsonBody } from "./validation";

/**
 * The editing API (issue 13) under /api/admin/schools/{school}: /content/{kind}[/{id}[/…]],
 * /trash and /review. Every route needs admin.enter; each action's own rule is the editing
 * service's (server/editing/), which refuses what the role may not do.
 */
export function registerContent(school: Hono<AdminEnv>, deps: AdminDeps, now: () => Date): void {
  const editing: EditingDeps = { db: deps.db, files: deps.files, now };
  const heavySaves = new HeavySaves();
  const actorOf = (c: Context<AdminEnv>): EditingActor => {
    const staff = c.get("staff");
    return {
      userId: staff.id,
      email: staff.email,
      address: clientAddress(c, deps.config.trustProxy),
      role: c.get("role"),
    };
  };
  const kindOf = (c: Context<AdminEnv>): EditableKind => {
    const kind = editableKind(c.req.param("kind") ?? "");
    if (!kind) throw new EditingError(404, "not_found", "There is no such kind of content.");
    return kind;
  };
  /** Runs an action; an EditingError becomes its status and plain words, with the fields and checks at fault. */
  const act = async (c: Context<AdminEnv>, work: () => Promise<unknown>): Promise<Response> => {
    try {
      const result = await work();
      return c.json(result ?? { ok: true });
    } catch (error) {
      if (!(error instanceof EditingError)) throw error;
      return c.json({ error: { code: error.code, message: error.message, ...error.details } }, error.status);
    }
  };
  const idOf = (c: Context<AdminEnv>, kind: EditableKind) => (kind.single ? singleId : (c.req.param("id") ?? ""));
  /**
   * Recording a child's consent is an editor's, as on the consent screen (decision 0065): a
   * consent field sent by someone who may not publish is dropped, whatever else they may save.
   */
  const valuesOf = (c: Context<AdminEnv>, kind: EditableKind, values: Record<string, unknown>) => {
    if (can(c.get("role"), "content.publish")) return values;
    const kept = { ...values };
    for (const field of kind.fields) if (field.widget === "consent") delete kept[field.name];
    return kept;
  };

  school.get("/review", allow("admin.enter"), async (c) =>
    c.json({ data: await listInReview(editing, c.get("school")) }),
  );
  school.get("/trash", allow("content.delete"), async (c) =>
    c.json({ data: await listTrash(editing, c.get("school")) }),
  );

  school.get("/content/:kind", allow("admin.enter"), (c) =>
    act(c, async () => {
      const parsed = listQuerySchema.safeParse(c.req.query());
      if (!parsed.success) throw new EditingError(400, "invalid", "The list's filter is not one it knows.");
      return listKindItems(editing, c.get("school"), kindOf(c), parsed.data);
    }),
  );

  school.post("/content/:kind", allow("content.draft"), async (c) => {
    const parsed = saveInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    return act(c, async () => {
      const kind = kindOf(c);
      const values = valuesOf(c, kind, parsed.data.values);
      // A direct kind's new item goes on the site at once, or is refused with the fields at fault.
      const create = isDirect(kind) ? createDirect : createItem;
      return { id: await create(editing, c.get("school"), kind, actorOf(c), values) };
    });
  });

  school.get("/content/:kind/:id", allow("admin.enter"), (c) =>
    act(c, async () => {
      const kind = kindOf(c);
      return itemRecord(editing, c.get("school"), kind, idOf(c, kind));
    }),
  );

  school.put("/content/:kind/:id", allow("content.draft"), async (c) => {
    const parsed = saveInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    // A large save waits for the same school's previous one, and 3 s after it (heavy-saves.ts).
    const size = Number(c.req.header("content-length") ?? Number.POSITIVE_INFINITY);
    if (size >= heavySaveBytes) {
      const turn = await heavySaves.inTurn(c.get("school"), () => save(c, parsed.data));
      return (
        turn?.value ?? jsonError(c, 429, "busy", "Your earlier saves are still being kept. Try again in a moment.")
      );
    }
    return save(c, parsed.data);
  });

  const save = (c: Context<AdminEnv>, input: z.infer<typeof saveInputSchema>) =>
    act(c, async () => {
      const kind = kindOf(c);
      const id = idOf(c, kind);
      const values = valuesOf(c, kind, input.values);
      if (isDirect(kind)) {
        // Saving a direct kind puts it on the site: half-typed autosaves would too, so there are none.
        if (input.autosave)
          throw new EditingError(409, "direct", `A ${kind.singular} is saved by its Save button, not as you type.`);
        await saveDirect(editing, c.get("school"), kind, id, actorOf(c), values);
        return itemRecord(editing, c.get("school"), kind, id);
      }
      const saved = await saveDraft(editing, c.get("school"), kind, id, actorOf(c), values, {
        autosave: input.autosave,
      });
      // An autosave comes every few seconds while someone types: its answer says only that it is kept and
      // when, not the whole item again (a 2 MB draft read, checked and written back on the event loop each
      // time; decision 0078), and where the item stands now, for the screen's badge (issue 23). A save
      // answers the item, with its checks.
      if (input.autosave) {
        const { updatedAt, title, status, hasChanges } = saved;
        return { id, updatedAt, title, status, hasChanges, autosaved: true };
      }
      return itemRecord(editing, c.get("school"), kind, id);
    });

  // One route per step of an item's life; the service checks who may take it.
  const steps: Record<string, (c: Context<AdminEnv>, kind: EditableKind, id: string) => Promise<unknown>> = {
    submit: (c, kind, id) => submitForReview(editing, c.get("school"), kind, id, actorOf(c)),
    publish: (c, kind, id) => publishItem(editing, c.get("school"), kind, id, actorOf(c)),
    unpublish: (c, kind, id) => unpublishItem(editing, c.get("school"), kind, id, actorOf(c)),
    trash: (c, kind, id) => trashItem(editing, c.get("school"), kind, id, actorOf(c)),
    restore: (c, kind, id) =>
      (isDirect(kind) ? restoreDirect : restoreItem)(editing, c.get("school"), kind, id, actorOf(c)),
    move: async (c, kind, id) => {
      const parsed = moveInputSchema.safeParse(await jsonBody(c));
      if (!parsed.success)
        throw new EditingError(400, "invalid", "Say whether to move it up or down, or to which place.");
      await moveDirect(editing, c.get("school"), kind, id, actorOf(c), parsed.data);
    },
    "send-back": async (c, kind, id) => {
      const body = (await jsonBody(c)) as { comment?: unknown } | undefined;
      await sendBack(
        editing,
        c.get("school"),
        kind,
        id,
        actorOf(c),
        typeof body?.comment === "string" ? body.comment : "",
      );
    },
    schedule: async (c, kind, id) => {
      const parsed = scheduleInputSchema.safeParse(await jsonBody(c));
      if (!parsed.success)
        throw new EditingError(400, "invalid", "Give the times as dates and times.", {
          fields: { publishAt: "Give a date and a time." },
        });
      await scheduleItem(editing, c.get("school"), kind, id, actorOf(c), {
        publishAt: parsed.data.publishAt ? new Date(parsed.data.publishAt).toISOString() : null,
        unpublishAt: parsed.data.unpublishAt ? new Date(parsed.data.unpublishAt).toISOString() : null,
      });
    },
  };
  school.post("/content/:kind/:id/:step", allow("content.draft"), (c) =>
    act(c, async () => {
      const step = steps[c.req.param("step")];
      if (!step) throw new EditingError(404, "not_found", "No such step.");
      const kind = kindOf(c);
      const id = idOf(c, kind);
      refuseReviewSteps(kind, c.req.param("step"));
      await step(c, kind, id);
      return itemRecord(editing, c.get("school"), kind, id);
    }),
  );

  school.get("/content/:kind/:id/revisions", allow("admin.enter"), (c) =>
    act(c, async () => {
      const kind = kindOf(c);
      const revisions = await listRevisions(deps.db, c.get("school"), kind.name, idOf(c, kind));
      return { data: revisions.map(({ id, at, actor, action }) => ({ id, at, actor, action })) };
    }),
  );

  school.get("/content/:kind/:id/revisions/:revision", allow("admin.enter"), (c) =>
    act(c, async () => {
      const kind = kindOf(c);
      const revision = await findRevision(deps.db, c.get("school"), c.req.param("revision"));
      if (!revision || revision.kind !== kind.name || revision.entryId !== idOf(c, kind))
        throw new EditingError(404, "not_found", "There is no such revision of this item.");
      const { id, at, actor, action, data } = revision;
      return { id, at, actor, action, data };
    }),
  );

  school.post("/content/:kind/:id/revisions/:revision/restore", allow("content.draft"), (c) =>
    act(c, async () => {
      const kind = kindOf(c);
      const id = idOf(c, kind);
      const restore = isDirect(kind) ? restoreDirectRevision : restoreRevision;
      await restore(editing, c.get("school"), kind, id, c.req.param("revision"), actorOf(c));
      return itemRecord(editing, c.get("school"), kind, id);
    }),
  );

  school.all("/content/*", (c) => jsonError(c, 404, "not_found", "No editing endpoint has that method and path."));
}
