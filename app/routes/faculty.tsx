import { FacultyPage } from "#app/components/lists/faculty-page.tsx";
import { facultyInOrder } from "#app/lib/list-views.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pages } from "#app/lib/strings/pages.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/faculty";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const faculty = await site.content.faculty();
  // The API promises this order already; sorting again keeps the page right whatever answers.
  return { faculty: facultyInOrder(faculty) };
}

export const meta = metaFor(pages.faculty);

export default function FacultyRoute({ loaderData }: Route.ComponentProps) {
  return <FacultyPage faculty={loaderData.faculty} />;
}
