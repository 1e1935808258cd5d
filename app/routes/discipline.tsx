import { InfoPage } from "../components/info-page";
import { infoPageLoader } from "../lib/info-page.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/discipline";

/** Its text is the school's pages/Discipline.md (decision 0009). */
export const loader = infoPageLoader("Discipline");
export const meta = metaFor(pages.discipline);

export default function DisciplinePage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={pages.discipline} content={loaderData} />;
}
