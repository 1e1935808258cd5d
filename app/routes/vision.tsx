import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/vision";

/** Its text is the school's pages/Vision.md (decision 0009). */
export const loader = infoPageLoader("Vision");
export const meta = metaFor(infoPages.vision);

export default function VisionPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.vision} content={loaderData} />;
}
