import { InfoPage } from "../components/info-page";
import { infoPageLoader } from "../lib/info-page.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/clubs";

/** Its text is the school's pages/Clubs.md (decision 0009). */
export const loader = infoPageLoader("Clubs");
export const meta = metaFor(pages.clubs);

export default function ClubsPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={pages.clubs} content={loaderData} />;
}
