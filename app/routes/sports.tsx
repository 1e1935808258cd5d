import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/sports";

/** Its text is the school's pages/Sports.md (decision 0009). */
export const loader = infoPageLoader("Sports");
export const meta = metaFor(infoPages.sports);

export default function SportsPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.sports} content={loaderData} />;
}
