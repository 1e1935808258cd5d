import type { Context, Hono } from "hono";
import { z } from "zod";
import { recordActivity } from "#database/queries/activity";
import {
  clearHeroSlideText,
  heroSlideTexts,
  reorderHeroSlideTexts,
  saveHeroSlideTexts,
} from "#database/queries/hero-slide-texts";
import { heroSlideCount, heroSlideSize, isSlideOrder, isSlot } from "#domain/hero-slides";
import { displayName, formatBytes, maxPhotoBytes, uploadRefusal } from "#domain/media-rules";
import { sniffLength, sniffType } from "#domain/media-type";
import { altTextMaxLength } from "#domain/publish-checks/image-checks";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import { listSlides, reorderSlides, replaceSlide } from "#server/media/hero-slide-files";
import { type ProcessedPhoto, processPhoto, UndecodablePhoto } from "#server/media/photo-process";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { invalid, jsonBody } from "./validation";

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

function uploadedName(c: Context): string {
  try {
    return decodeURIComponent(c.req.header("x-file-name") ?? "");
  } catch {
    return c.req.header("x-file-name") ?? "";
  }
}

/**
 * The Home page's hero slides (issue 14): replaced one photo per request, like an album's uploads,
 * and reordered. They are on the site at once, so an editor's (`content.publish`).
 */
export function registerMediaHeroSlides(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const { db, config, files } = deps;
  const log = async (c: Context<AdminEnv>, action: string) => {
    const staff = c.get("staff");
    await recordActivity(db, c.get("school"), {
      userId: staff.id,
      actor: staff.email,
      address: clientAddress(c, config.trustProxy),
      kind: "hero slides",
      target: null,
      action,
    });
  };

  // Each slide with its description: the files say what is there, the database what it shows.
  const slidesOf = async (schoolCode: string) => {
    const [slides, texts] = await Promise.all([listSlides(files, schoolCode), heroSlideTexts(db, schoolCode)]);
    return slides.map((slide) => ({ ...slide, alt: texts[slide.slot - 1] ?? "" }));
  };

  school.get("/hero-slides", allow("admin.enter"), async (c) => c.json({ data: await slidesOf(c.get("school")) }));

  school.put("/hero-slides/texts", allow("content.publish"), async (c) => {
    const parsed = textsSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    await saveHeroSlideTexts(db, c.get("school"), parsed.data.texts);
    await log(c, "described the slides");
    return c.json({ data: await slidesOf(c.get("school")) });
  });

  school.post(
    "/hero-slides/:slot",
    allow("content.publish"),
    routeBodyLimit(maxPhotoBytes, (c) =>
      jsonError(
        c,
        413,
        "upload_size",
        `${displayName(uploadedName(c))} is larger than ${formatBytes(maxPhotoBytes)}, the most a photo may be.`,
      ),
    ),
    async (c) => {
      const slot = Number(c.req.param("slot"));
      if (!isSlot(slot)) return jsonError(c, 404, "not_found", "There is no such slide.");
      const name = displayName(uploadedName(c));
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const refused = uploadRefusal("photo", name, bytes.length, sniffType(bytes.subarray(0, sniffLength)));
      if (refused)
        return jsonError(
          c,
          refused.reason === "type" ? 415 : refused.reason === "size" ? 413 : 422,
          `upload_${refused.reason}`,
          refused.message,
        );
      let slide: ProcessedPhoto;
      try {
        // The one pipeline, cut to the carousel's frame and always a JPEG (it asks for slide-NN.jpg).
        slide = await processPhoto(bytes, "jpeg", heroSlideSize);
      } catch (error) {
        if (!(error instanceof UndecodablePhoto)) throw error;
        return jsonError(
          c,
          422,
          "upload_undecodable",
          `${name} could not be read as a picture. Save it again as JPEG and retry.`,
        );
      }
      await replaceSlide(files, c.get("school"), slot, slide.data);
      await clearHeroSlideText(db, c.get("school"), slot);
      await log(c, `replaced slide ${slot} with ${name}`);
      const slides = await slidesOf(c.get("school"));
      return c.json({ slide: slides[slot - 1] });
    },
  );

  school.put("/hero-slides/order", allow("content.publish"), async (c) => {
    const parsed = orderSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    await reorderSlides(files, c.get("school"), parsed.data.order);
    await reorderHeroSlideTexts(db, c.get("school"), parsed.data.order);
    await log(c, "reordered the slides");
    return c.json({ data: await slidesOf(c.get("school")) });
  });
}
