import { FacultyPage } from "../components/lists/faculty-page";
import { getFaculty } from "../lib/api-client";
import { facultyInOrder } from "../lib/list-views";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import { siteOf } from "../load-context";
import type { Route } from "./+types/faculty";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const faculty = await getFaculty(site);
  // The API promises this order already; sorting again keeps the page right whatever answers.
  return { faculty: facultyInOrder(faculty) };
}

export const meta = metaFor(pages.faculty);

export default function FacultyRoute({ loaderData }: Route.ComponentProps) {
  return <FacultyPage faculty={loaderData.faculty} />;
}
