import { InfoPage } from "../components/info-page";
import { infoPageLoader } from "../lib/info-page.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/vision";

/** Its text is the school's pages/Vision.md (decision 0009). */
export const loader = infoPageLoader("Vision");
export const meta = metaFor(pages.vision);

export default function VisionPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={pages.vision} content={loaderData} />;
}
