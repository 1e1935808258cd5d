import { z } from "zod";
import { recordActivity } from "#database/queries/activity";
import {
  clearHeroSlideText,
  heroSlideTexts,
  reorderHeroSlideTexts,
  saveHeroSlideTexts,
} from "#database/queries/hero-slide-texts";
import { heroSlideCount, heroSlideSize, isSlideOrder, isSlot } from "#domain/hero-slides";
import type { HeroSlideRecord } from "#domain/media-records";
import { displayName, uploadRefusal } from "#domain/media-rules";
import { sniffLength, sniffType } from "#domain/media-type";
import { altTextMaxLength } from "#domain/publish-checks/image-checks";
import { listSlides, reorderSlides, replaceSlide } from "#server/media/hero-slide-files";
import { type ProcessedPhoto, processPhoto, UndecodablePhoto } from "#server/media/photo-process";
import { actorOf, allow, type SchoolContext } from "./staff-deps";
import { invalidInput, notFound, StaffError } from "./staff-error";

/**
 * The Home page's hero slides (issue 14): replaced one photo at a time, described and reordered.
 * They are on the site at once, so an editor's (`content.publish`).
 */

const textsSchema = z.object({
  texts: z
    .array(
      z
        .string()
        .trim()
        .max(altTextMaxLength * 4, { message: "Keep each description shorter." }),
    )
    .length(heroSlideCount, {
      message: `Give a description, or an empty one, for each of the ${heroSlideCount} slides.`,
    }),
});

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

/** Each slide with its description: the files say what is there, the database what it shows. */
async function slidesOf({ deps, school }: SchoolContext): Promise<HeroSlideRecord[]> {
  const [slides, texts] = await Promise.all([listSlides(deps.files, school), heroSlideTexts(deps.db, school)]);
  return slides.map((slide) => ({ ...slide, alt: texts[slide.slot - 1] ?? "" }));
}

export async function heroSlides(context: SchoolContext): Promise<HeroSlideRecord[]> {
  allow(context.role, "admin.enter");
  return slidesOf(context);
}

/** `{texts}`: a description, or an empty one, for each slide. */
export async function describeHeroSlides(context: SchoolContext, input: unknown): Promise<HeroSlideRecord[]> {
  allow(context.role, "content.publish");
  const parsed = textsSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  await saveHeroSlideTexts(context.deps.db, context.school, parsed.data.texts);
  await log(context, "described the slides");
  return slidesOf(context);
}

/** `{order}`: every slide once, in the new order. */
export async function reorderHeroSlides(context: SchoolContext, input: unknown): Promise<HeroSlideRecord[]> {
  allow(context.role, "content.publish");
  const parsed = orderSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  await reorderSlides(context.deps.files, context.school, parsed.data.order);
  await reorderHeroSlideTexts(context.deps.db, context.school, parsed.data.order);
  await log(context, "reordered the slides");
  return slidesOf(context);
}

/** A slide's new photo, cut to the carousel's frame and always a JPEG (it asks for slide-NN.jpg). */
export async function replaceHeroSlide(
  context: SchoolContext,
  slot: number,
  fileName: string,
  bytes: Uint8Array,
): Promise<HeroSlideRecord | undefined> {
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
  await clearHeroSlideText(context.deps.db, context.school, slot);
  await log(context, `replaced slide ${slot} with ${name}`);
  return (await slidesOf(context))[slot - 1];
}
