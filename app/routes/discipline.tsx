import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/discipline";

/** Its text is the school's pages/Discipline.md (decision 0009). */
export const loader = infoPageLoader("Discipline");
export const meta = metaFor(infoPages.discipline);

export default function DisciplinePage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.discipline} content={loaderData} />;
}
