import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/general-rules";

/** Its text is the school's pages/GeneralRules.md (decision 0009). */
export const loader = infoPageLoader("GeneralRules");
export const meta = metaFor(infoPages.generalRules);

export default function GeneralRulesPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.generalRules} content={loaderData} />;
}
