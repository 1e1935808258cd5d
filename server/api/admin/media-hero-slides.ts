import type { Context, Hono } from "hono";
import { displayName, formatBytes, maxPhotoBytes } from "#domain/media-rules";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import * as slides from "#server/operations/staff-hero-slides";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";

function uploadedName(c: Context): string {
  try {
    return decodeURIComponent(c.req.header("x-file-name") ?? "");
  } catch {
    return c.req.header("x-file-name") ?? "";
  }
}

/**
 * The Home page's hero slides (issue 14): a slide's photo comes from the browser, one per request,
 * like an album's uploads (server/operations/staff-hero-slides.ts). Their descriptions and order
 * are the generic editor's (decision 0102), through the editing API's routes or in the process.
 */
export function registerMediaHeroSlides(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const context = (c: Context<AdminEnv>) => schoolContextOf(c, deps);
  school.post(
    "/hero-slides/:slot",
    // The role first: someone who may not replace a slide is refused before the body is read.
    allow("content.publish"),
    routeBodyLimit(maxPhotoBytes, (c) =>
      jsonError(
        c,
        413,
        "upload_size",
        `${displayName(uploadedName(c))} is larger than ${formatBytes(maxPhotoBytes)}, the most a photo may be.`,
      ),
    ),
    (c) =>
      answering(c, async () => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const slide = await slides.replaceHeroSlide(context(c), Number(c.req.param("slot")), uploadedName(c), bytes);
        return c.json({ slide });
      }),
  );
}
