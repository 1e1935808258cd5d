import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/facilities";

/** Its text is the school's pages/Facilities.md (decision 0009). */
export const loader = infoPageLoader("Facilities");
export const meta = metaFor(infoPages.facilities);

export default function FacilitiesPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.facilities} content={loaderData} />;
}
