import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/fee-structure";

/** Its text is the school's pages/FeeStructure.md (decision 0009). */
export const loader = infoPageLoader("FeeStructure");
export const meta = metaFor(infoPages.feeStructure);

export default function FeeStructurePage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.feeStructure} content={loaderData} />;
}
