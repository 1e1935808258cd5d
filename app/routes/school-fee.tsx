import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/school-fee";

/** Its text is the school's pages/SchoolFee.md (decision 0009). */
export const loader = infoPageLoader("SchoolFee");
export const meta = metaFor(infoPages.schoolFee);

export default function SchoolFeePage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.schoolFee} content={loaderData} />;
}
