import { redirect } from "react-router";
import { heroSlidesPath } from "#app/admin/lib/hero-slides-form.ts";

/** The hero slides are edited in the generic editor (decision 0102): the old address leads there. */
export function loader() {
  return redirect(heroSlidesPath, 301);
}
