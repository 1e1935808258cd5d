import { useState } from "react";
import { data } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";
import { HeroSlideList } from "#app/admin/components/hero-slide-list.tsx";
import { PhotoUploader } from "#app/admin/components/photo-uploader.tsx";
import { describeHeroSlides, getHeroSlides, reorderHeroSlides } from "#app/admin/lib/media-api.server.ts";
import { mediaPaths } from "#app/admin/lib/media-paths.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { heroSlideCount, moveSlide } from "#domain/hero-slides";
import "#app/admin/media.css";
import type { Route } from "./+types/hero-slides";

export function meta() {
  return [{ title: "Hero slides · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  return { slides: await getHeroSlides(caller, school.code), school: school.code };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const shown = form.getAll("slot").map(Number);
  const alts = form.getAll("alt").map(String);
  // Every button sends every description, beside the slot it was typed for: they are saved
  // first, so a move never loses what was typed.
  if (alts.length === shown.length && alts.length > 0) {
    const texts = Array.from({ length: heroSlideCount }, () => "");
    for (const [index, slot] of shown.entries()) if (slot >= 1 && slot <= heroSlideCount) texts[slot - 1] = alts[index];
    const saved = await describeHeroSlides(caller, school.code, texts);
    if (!saved.ok) return data({ message: saved.refusal.message, notice: undefined, focus: undefined }, 400);
  }
  if (intent === "texts") return { message: undefined, notice: "The descriptions are saved.", focus: undefined };
  const move = /^(up|down):(\d+)$/.exec(intent);
  let order = shown;
  let focus: string | undefined;
  let notice = "The slides are in their new order.";
  if (move) {
    const index = Number(move[2]);
    const by = move[1] === "up" ? -1 : 1;
    order = moveSlide(shown, index, by);
    const place = order[index] === shown[index] ? index : index + by;
    focus = `slide-${move[1]}-${place}`;
    notice = `Slide moved to place ${place + 1} of ${heroSlideCount}.`;
  } else if (intent !== "order") {
    return data({ message: "That form is not one this page knows.", notice: undefined, focus }, 400);
  }
  const result = await reorderHeroSlides(caller, school.code, order);
  if (!result.ok) return data({ message: result.refusal.message, notice: undefined, focus }, 400);
  return { message: undefined, notice, focus };
}

export default function HeroSlides({ loaderData, actionData }: Route.ComponentProps) {
  const { slides, school } = loaderData;
  const [start, setStart] = useState(1);
  return (
    <>
      <h1>Hero slides</h1>
      <p>
        The {heroSlideCount} photos at the top of the home page, in order. Changes are on the site at once (visitors may
        see the old picture for up to an hour).
      </p>
      <h2>Replace slides</h2>
      <div className="admin-field admin-narrow-form">
        <label htmlFor="slide-start">Put the first photo in</label>
        <select id="slide-start" value={start} onChange={(event) => setStart(Number(event.target.value))}>
          {slides.map((slide) => (
            <option key={slide.slot} value={slide.slot}>
              Slide {slide.slot}
            </option>
          ))}
        </select>
      </div>
      <PhotoUploader
        uploadUrl={(position) =>
          start + position <= heroSlideCount ? mediaPaths.heroSlide(school, start + position) : undefined
        }
        label="New photos for the slides"
        hint={`Each photo replaces one slide, the first in the slide chosen above and the next ones after it. JPEG, PNG or WebP, up to 25 MB; cut to the slides' wide frame, turned the right way up, without location or camera details.`}
        noPlace={`there are only ${heroSlideCount} slides; this one has no place. Choose an earlier first slide.`}
      />
      <h2>Descriptions and order</h2>
      <FormMessage message={actionData?.message} />
      <FormMessage message={actionData?.notice} kind="success" />
      <HeroSlideList slides={slides} answer={actionData} />
    </>
  );
}
