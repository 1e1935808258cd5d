import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/supw";

/** Its text is the school's pages/Supw.md (decision 0009). */
export const loader = infoPageLoader("Supw");
export const meta = metaFor(infoPages.supw);

export default function SupwPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.supw} content={loaderData} />;
}
