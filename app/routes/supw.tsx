import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/supw";

/** Its text is the school's pages/Supw.md (decision 0009). */
export const loader = infoPageLoader("Supw");
export const meta = metaFor(infoPages.supw);

export default function SupwPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.supw} content={loaderData} />;
}
