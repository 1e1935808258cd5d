import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/facilities";

/** Its text is the school's pages/Facilities.md (decision 0009). */
export const loader = infoPageLoader("Facilities");
export const meta = metaFor(infoPages.facilities);

export default function FacilitiesPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.facilities} content={loaderData} />;
}
