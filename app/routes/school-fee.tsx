import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/school-fee";

/** Its text is the school's pages/SchoolFee.md (decision 0009). */
export const loader = infoPageLoader("SchoolFee");
export const meta = metaFor(infoPages.schoolFee);

export default function SchoolFeePage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.schoolFee} content={loaderData} />;
}
