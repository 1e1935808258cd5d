import { InfoPage } from "#app/components/info-page";
import { infoPageLoader } from "#app/lib/info-page.server";
import { metaFor } from "#app/lib/page-meta";
import { infoPages } from "#app/lib/strings/info";
import type { Route } from "./+types/about";

/** Its text is the school's pages/About.md (decision 0009). */
export const loader = infoPageLoader("About");
export const meta = metaFor(infoPages.about);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.about} content={loaderData} />;
}
