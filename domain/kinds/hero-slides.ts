import { z } from "zod";
import { heroSlideCount } from "#domain/hero-slides";
import { defineSingleKind } from "#domain/kinds/single-kind";
import { altTextMaxLength } from "#domain/publish-checks/image-checks";

/**
 * The Home carousel's 14 slides (decision 0102): one object per school, bundle key `heroSlides`,
 * edited in the generic editor and saved live (`direct`). The photos are not in it: they are the
 * files `slides/slide-01.jpg` … `slide-14.jpg` of the school's public folder, in the carousel's
 * order (domain/hero-slides.ts). The object holds what each shows, place by place: `slides[0]`
 * describes slide-01.jpg. A bundle without it, or a slide without a description, gives Home's
 * "School life photo N".
 */
export const heroSlideItemSchema = z.strictObject({
  alt: z
    .string()
    .trim()
    .max(altTextMaxLength * 4, { message: "Keep each description shorter." })
    .default(""),
});

export const heroSlidesSchema = z.strictObject({
  slides: z
    .array(heroSlideItemSchema)
    .max(heroSlideCount, { message: `There are only ${heroSlideCount} slides.` })
    .default([]),
});
export type HeroSlides = z.infer<typeof heroSlidesSchema>;

export const heroSlides = defineSingleKind({
  key: "heroSlides",
  schema: heroSlidesSchema,
  editing: {
    workflow: "direct",
    title: "Hero slides",
    publicPath: "/",
    fields: [
      {
        name: "slides",
        label: "Slides",
        widget: "heroSlides",
        columns: [{ name: "alt", label: "description", type: "text" }],
      },
    ],
  },
});
