import type { Context, Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { appendRecord, findRecord, removeRecord, updateRecord } from "#database/queries/list-records";
import { listItems } from "#database/queries/lists";
import type { StoredFile } from "#database/queries/school-content";
import { consentLabel } from "#domain/consent";
import { contentKinds } from "#domain/content-kinds";
import { describeChanges } from "#domain/record-changes";
import { topperInputSchema } from "#domain/records-admin";
import { checkPhoto } from "#domain/topper-photo";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import { type CleanPhoto, cleanPhoto, UndecodablePhoto } from "#server/media/photo-process";
import { storePhotoBytes } from "#server/records/photo-files";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { actorOf } from "./records-actor";
import { invalid } from "./validation";

type Topper = { name: string; class: string; sessionYear: string };
const topperTarget = (topper: Topper) => `${topper.name} (${topper.class}, ${topper.sessionYear})`;
/** The fields an edit names in the activity log; consent gets an entry of its own, like the consent screen's. */
const changeLabels = {
  name: "name",
  class: "class",
  division: "marks",
  stream: "stream",
  sessionYear: "session",
  attachments: "photo",
};

const photoLimit = routeBodyLimit(11 * 1024 * 1024, (c) =>
  jsonError(c, 413, "payload_too_large", "The upload is larger than 10 MB."),
);

/** The multipart form of the add and edit screens, checked: the fields, whether consent was sent, the photo's bytes. */
async function readTopperForm(c: Context<AdminEnv>) {
  const body = await c.req.parseBody();
  const parsed = topperInputSchema.safeParse({
    name: body.name,
    class: body.class,
    division: body.division,
    stream: body.stream ?? "",
    sessionYear: body.sessionYear,
    consent: body.consent || undefined,
  });
  if (!parsed.success) return { refused: invalid(c, parsed.error) };
  const file = body.photo instanceof File && body.photo.size > 0 ? body.photo : undefined;
  const refusedPhoto = (reason: string) => ({
    refused: c.json(
      { error: { code: "invalid", message: "Some fields need attention.", fields: { photo: reason } } },
      400,
    ),
  });
  let photo: CleanPhoto | undefined;
  if (file) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkPhoto(bytes);
    if (!checked.ok) return refusedPhoto(checked.reason);
    // A child's photo is public once consent is given: upright, at most 2560 px, no GPS position (issue 21).
    try {
      photo = await cleanPhoto(bytes);
    } catch (error) {
      if (!(error instanceof UndecodablePhoto)) throw error;
      return refusedPhoto("The photo could not be read as a picture: save it again as JPEG and choose it again.");
    }
  }
  // An edit without a consent field keeps the state on file; "" in the field means "no consent on file".
  return { input: parsed.data, consentSent: "consent" in body, photo };
}

/** Toppers entered per session with marks and a photo (issue 14); listed in the public order, marks first. */
export function registerToppers(school: Hono<AdminEnv>, { db, config, files: fileStore }: AdminDeps): void {
  const log = (c: Context<AdminEnv>, kind: string, target: string, action: string) =>
    recordActivity(db, c.get("school"), { ...actorOf(c, config.trustProxy), kind, target, action });
  const store = async (photo: CleanPhoto | undefined): Promise<StoredFile[]> =>
    photo ? [await storePhotoBytes(fileStore, photo)] : [];

  school.get("/toppers", allow("admin.enter"), async (c) => {
    const items = await listItems(db, contentKinds.toppers, c.get("school"));
    return c.json({ data: items.map((item) => ({ ...item, consent: item.consent ?? null })) });
  });

  school.post("/toppers", allow("content.publish"), photoLimit, async (c) => {
    const form = await readTopperForm(c);
    if (form.refused) return form.refused;
    const files = await store(form.photo);
    const item = { ...form.input, attachments: files.map((file) => file.storedPath) };
    const id = await appendRecord(db, c.get("school"), contentKinds.toppers, item, files);
    await log(c, "topper", topperTarget(form.input), "added");
    return c.json({ id }, 201);
  });

  // The whole record again, as the add form sends it; without a new photo the stored one stays.
  school.put("/toppers/:id", allow("content.publish"), photoLimit, async (c) => {
    const schoolCode = c.get("school");
    const id = c.req.param("id");
    const notFound = () => jsonError(c, 404, "not_found", "That topper is not in this school.");
    if (!(await findRecord(db, schoolCode, contentKinds.toppers, id))) return notFound();
    const form = await readTopperForm(c);
    if (form.refused) return form.refused;
    const files = await store(form.photo);
    const { consent, ...fields } = form.input;
    const changed = await updateRecord(
      db,
      schoolCode,
      contentKinds.toppers,
      id,
      (stored) => ({
        ...stored,
        ...fields,
        attachments: files.length > 0 ? files.map((file) => file.storedPath) : stored.attachments,
        consent: form.consentSent ? consent : stored.consent,
      }),
      files,
    );
    if (!changed) return notFound();
    const { before, after } = changed;
    await log(c, "topper", topperTarget(after), `edited (${describeChanges(changeLabels, before, after)})`);
    if ((before.consent ?? null) !== (after.consent ?? null)) {
      await log(c, "consent", `${after.name} (topper)`, `set to: ${consentLabel(after.consent)}`);
    }
    return c.json({ id });
  });

  school.delete("/toppers/:id", allow("content.publish"), async (c) => {
    const removed = await removeRecord(db, c.get("school"), contentKinds.toppers, c.req.param("id"));
    if (!removed) return jsonError(c, 404, "not_found", "That topper is not in this school.");
    await log(c, "topper", topperTarget(removed), "removed");
    return c.body(null, 204);
  });
}
