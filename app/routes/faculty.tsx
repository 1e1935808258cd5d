import { FacultyPage } from "../components/lists/faculty-page";
import { getFaculty } from "../lib/api-client";
import { facultyInOrder } from "../lib/list-views";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/faculty";

export async function loader({ context }: Route.LoaderArgs) {
  const faculty = await getFaculty(context);
  // The API promises this order already; sorting again keeps the page right whatever answers.
  return { faculty: facultyInOrder(faculty) };
}

export const meta = metaFor(pages.faculty);

export default function FacultyRoute({ loaderData }: Route.ComponentProps) {
  return <FacultyPage faculty={loaderData.faculty} />;
}
