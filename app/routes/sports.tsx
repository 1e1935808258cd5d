import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/sports";

/** Its text is the school's pages/Sports.md (decision 0009). */
export const loader = infoPageLoader("Sports");
export const meta = metaFor(infoPages.sports);

export default function SportsPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.sports} content={loaderData} />;
}
