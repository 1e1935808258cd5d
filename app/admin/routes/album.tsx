import { redirect } from "react-router";
import type { Route } from "./+types/album";

/** An album's old address (decision 0101): its id is its item's in the generic editor. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/content/galleries/${encodeURIComponent(params.id)}`, 301);
}
