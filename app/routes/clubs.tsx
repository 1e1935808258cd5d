import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/clubs";

/** Its text is the school's pages/Clubs.md (decision 0009). */
export const loader = infoPageLoader("Clubs");
export const meta = metaFor(infoPages.clubs);

export default function ClubsPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.clubs} content={loaderData} />;
}
