import type { FacultyRecord } from "../../domain/api-records";
import { FacultyPage } from "../components/lists/faculty-page";
import { fetchList } from "../lib/fetch-list.server";
import { facultyInOrder } from "../lib/list-views";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/faculty";

export async function loader({ context }: Route.LoaderArgs) {
  const school = encodeURIComponent(context.schoolCode);
  const faculty = await fetchList<FacultyRecord>(context, "faculty", `/api/faculty/all/${school}`);
  // The API promises this order already; sorting again keeps the page right whatever answers.
  return { faculty: facultyInOrder(faculty) };
}

export const meta = metaFor(pages.faculty);

export default function FacultyRoute({ loaderData }: Route.ComponentProps) {
  return <FacultyPage faculty={loaderData.faculty} />;
}
