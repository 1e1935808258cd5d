import { InfoPage } from "../components/info-page";
import { infoPageLoader } from "../lib/info-page.server";
import { metaFor } from "../lib/page-meta";
import { infoPages } from "../lib/strings/info";
import type { Route } from "./+types/about";

/** Its text is the school's pages/About.md (decision 0009). */
export const loader = infoPageLoader("About");
export const meta = metaFor(infoPages.about);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.about} content={loaderData} />;
}
