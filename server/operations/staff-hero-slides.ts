import { z } from "zod";
import { recordActivity } from "#database/queries/activity";
import { findSingleItem } from "#database/queries/single-items";
import { singleId } from "#domain/editing/editable-kinds";
import { heroSlideSize, isSlideOrder, isSlot, slideAlts } from "#domain/hero-slides";
import { displayName, uploadRefusal } from "#domain/media-rules";
import { sniffLength, sniffType } from "#domain/media-type";
import { listSlides, reorderSlides, replaceSlide, type SlideFile } from "#server/media/hero-slide-files";
import { type ProcessedPhoto, processPhoto, UndecodablePhoto } from "#server/media/photo-process";
import { saveContent } from "./staff-content";
import { actorOf, allow, type SchoolContext } from "./staff-deps";
import { invalidInput, notFound, StaffError } from "./staff-error";

/**
 * The Home page's hero slides' photos (issue 14): the files `slides/slide-01.jpg` … `slide-14.jpg`,
 * replaced one at a time and put in a new order. What each shows is the school's `heroSlides`
 * object, edited in the generic editor (decision 0102); these keep it beside its photos. They are
 * on the site at once, so an editor's (`content.publish`).
 */

const orderSchema = z.object({
  order: z.array(z.number()).refine(isSlideOrder, { message: "Name every slide once, in the new order." }),
});

function log(context: SchoolContext, action: string) {
  return recordActivity(context.deps.db, context.school, {
    ...actorOf(context),
    kind: "hero slides",
    target: null,
    action,
  });
}

/** Each slot's file: whether there is one and its version, for the editor's thumbnails. */
export async function heroSlideFiles(context: SchoolContext): Promise<SlideFile[]> {
  allow(context.role, "admin.enter");
  return listSlides(context.deps.files, context.school);
}

/**
 * `{order}`: every slot once, in the new order; the photo now in slot order[0] goes first. The
 * editor saves the descriptions in that order first (app/admin/lib/hero-slides-form.server.ts).
 */
export async function reorderHeroSlideFiles(context: SchoolContext, input: unknown): Promise<void> {
  allow(context.role, "content.publish");
  const parsed = orderSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  await reorderSlides(context.deps.files, context.school, parsed.data.order);
  await log(context, "reordered the slides");
}

/**
 * A slide's new photo, cut to the carousel's frame and always a JPEG (it asks for slide-NN.jpg).
 * Its old description no longer says what it shows: it is emptied, by a save of the hero slides
 * that keeps a revision.
 */
export async function replaceHeroSlide(
  context: SchoolContext,
  slot: number,
  fileName: string,
  bytes: Uint8Array,
): Promise<SlideFile | undefined> {
  allow(context.role, "content.publish");
  if (!isSlot(slot)) throw notFound("There is no such slide.");
  const name = displayName(fileName);
  const refused = uploadRefusal("photo", name, bytes.length, sniffType(bytes.subarray(0, sniffLength)));
  if (refused) {
    const status = refused.reason === "type" ? 415 : refused.reason === "size" ? 413 : 422;
    throw new StaffError(status, `upload_${refused.reason}`, refused.message);
  }
  let slide: ProcessedPhoto;
  try {
    slide = await processPhoto(bytes, "jpeg", heroSlideSize);
  } catch (error) {
    if (!(error instanceof UndecodablePhoto)) throw error;
    throw new StaffError(
      422,
      "upload_undecodable",
      `${name} could not be read as a picture. Save it again as JPEG and retry.`,
    );
  }
  await replaceSlide(context.deps.files, context.school, slot, slide.data);
  await log(context, `replaced slide ${slot} with ${name}`);
  const alts = slideAlts((await findSingleItem(context.deps.db, context.school, "heroSlides"))?.slides);
  if (alts[slot - 1] !== "") {
    alts[slot - 1] = "";
    const values = { slides: JSON.stringify(alts.map((alt) => ({ alt }))) };
    await saveContent(context, "heroSlides", singleId, { values });
  }
  return (await listSlides(context.deps.files, context.school))[slot - 1];
}
