import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/mission";

/** Its text is the school's pages/Mission.md (decision 0009). */
export const loader = infoPageLoader("Mission");
export const meta = metaFor(infoPages.mission);

export default function MissionPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.mission} content={loaderData} />;
}
