import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/mission";

/** Its text is the school's pages/Mission.md (decision 0009). */
export const loader = infoPageLoader("Mission");
export const meta = metaFor(infoPages.mission);

export default function MissionPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.mission} content={loaderData} />;
}
