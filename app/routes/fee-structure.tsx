import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/fee-structure";

/** Its text is the school's pages/FeeStructure.md (decision 0009). */
export const loader = infoPageLoader("FeeStructure");
export const meta = metaFor(infoPages.feeStructure);

export default function FeeStructurePage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.feeStructure} content={loaderData} />;
}
